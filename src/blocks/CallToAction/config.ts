import { actionsField } from '@/fields/actions'
import { choiceField } from '@/fields/choice'

import { sectionBlock } from '../fields/section'

export const CallToActionBlock = sectionBlock({ slug: 'callToAction', interfaceName: 'CallToActionBlock', labels: { singular: 'Call to action', plural: 'Calls to action' } }, [
  choiceField('style', { centered: 'Centered', band: 'Dark contact band' }),
  { name: 'heading', type: 'text', required: true },
  { name: 'text', type: 'textarea', admin: { description: '[label](/path) makes a link.' } },
  { name: 'contactDetails', label: 'Show phone, email and city (from Site settings)', type: 'checkbox', defaultValue: false },
  actionsField,
])
