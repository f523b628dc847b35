import type { Page } from '@/payload-types'

import { CallToActionBlockComponent } from './CallToAction/Component'
import type { BlockContext } from './context'
import { FeatureListBlockComponent } from './FeatureList/Component'
import { LogoWallBlockComponent } from './LogoWall/Component'
import { StatsBlockComponent } from './Stats/Component'
import { TestimonialSlotsBlockComponent } from './TestimonialSlots/Component'
import { TextBlockComponent } from './Text/Component'

type Block = NonNullable<Page['layout']>[number]

/** One block as its component; a block type this build does not know (a newer CMS schema) renders nothing. */
function RenderBlock({ block, context }: { block: Block; context: BlockContext }) {
  switch (block.blockType) {
    case 'stats':
      return <StatsBlockComponent block={block} />
    case 'featureList':
      return <FeatureListBlockComponent block={block} context={context} />
    case 'logoWall':
      return <LogoWallBlockComponent block={block} />
    case 'testimonialSlots':
      return <TestimonialSlotsBlockComponent block={block} />
    case 'text':
      return <TextBlockComponent block={block} context={context} />
    case 'callToAction':
      return <CallToActionBlockComponent block={block} context={context} />
    default:
      return null
  }
}

export function RenderBlocks({ blocks, context }: { blocks: Page['layout']; context: BlockContext }) {
  return (blocks ?? []).map((block, index) => <RenderBlock key={block.id ?? index} block={block} context={context} />)
}
