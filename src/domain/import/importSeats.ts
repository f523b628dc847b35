import { remainingSeats, seatCount } from '../schedule/seats'

export type ImportSeatDecision =
  | { ok: true; overbookedSeats: number }
  | { ok: false; seatsShort: number; message: string }

/** 'Not enough seats: 3 seats short (2 left, 5 needed).' */
export const notEnoughSeatsMessage = (short: number, left: number, needed: number): string =>
  `Not enough seats: ${seatCount(short)} short (${left} left, ${needed} needed).`

/**
 * Whether an imported group fits the class. A group larger than the seats left is refused with the shortfall, unless
 * staff chose to overbook by at least that many seats; then it is imported and the seats beyond capacity recorded.
 */
export function importSeatDecision(
  { availableSpots, seatsTaken, needed, overbookBy }: { availableSpots: number; seatsTaken: number; needed: number; overbookBy?: number },
): ImportSeatDecision {
  const left = remainingSeats(availableSpots, seatsTaken)
  const short = Math.max(0, needed - left)
  if (short === 0) return { ok: true, overbookedSeats: 0 }
  if (overbookBy != null && short <= overbookBy) return { ok: true, overbookedSeats: short }
  return { ok: false, seatsShort: short, message: notEnoughSeatsMessage(short, left, needed) }
}
