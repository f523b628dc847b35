/** The id of the one note every card's maps link refers to (aria-describedby), instead of repeating it per card. */
export const MAP_LINK_NOTE_ID = 'map-link-note'

export function MapLinkNote() {
  return (
    <span id={MAP_LINK_NOTE_ID} hidden>
      Opens a map in a new tab
    </span>
  )
}
