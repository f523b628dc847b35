/** The demo's liability waiver (version 1): every demo booking, and every booking made on the demo, signs it. */
export const waiverText = `RELEASE OF LIABILITY AND ASSUMPTION OF RISK

I am taking part in a self-defense class. I understand that the training involves physical contact, strikes on padded targets, falls and ground work, and that injuries can happen even when everyone is careful.

I confirm that I (or the participant I sign for) am in good health and have told the instructor about any injury, recent surgery or medical condition before class.

I take part at my own risk. I release the studio, its instructors and the venue from liability for any injury that happens during the class, except one caused by their gross negligence.

I agree to follow the instructor's directions and to stop at once if asked.`
