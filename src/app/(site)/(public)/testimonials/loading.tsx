import { Loading } from '@/components/states/Loading'

export default function TestimonialsLoading() {
  return <Loading text="Loading testimonials..." />
}
