/** How the manage actions name themselves in a booking's history (also how a repeated request recognises its own). */
export const HISTORY = {
  cancelledForRefund: 'cancelled by the customer (full refund)',
  cancelledForCredit: 'cancelled by the customer (class credit)',
  movedFree: 'moved by the customer (first move, free)',
  movedFromCancelledClass: 'moved by the customer (class cancelled by the studio, free)',
  classCancelledOffer: 'class cancelled by the studio: refund or free move offered',
  classCancelledNotice: "class cancelled by the studio: customer told (the host's rules apply)",
  moveFeeOpened: 'reschedule fee checkout opened',
  movedPaid: 'moved by the customer (reschedule fee paid)',
  moveFeeRefundDue: 'reschedule fee to refund: the move could not be made',
  moveFeeRefunded: 'reschedule fee refunded: the move could not be made',
  substituted: 'participants substituted by the customer',
  manageLinkRevoked: 'manage link revoked; new link issued',
  ownerRefundedInFull: 'cancelled by the owner (full refund)',
  ownerRefundedPart: 'cancelled by the owner (part refund)',
  ownerCredited: 'cancelled by the owner (class credit)',
  confirmationResent: 'confirmation email resent by the owner',
} as const
