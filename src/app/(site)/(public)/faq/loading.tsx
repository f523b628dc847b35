import { Loading } from '@/components/states/Loading'

export default function FaqLoading() {
  return <Loading text="Loading FAQs..." />
}
