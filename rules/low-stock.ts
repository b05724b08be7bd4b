/**
 * "Only N left" from this many pieces down: the product page says so, the back office's overview lists the piece to
 * restock. The shop's pieces exist once to four times, so a higher threshold would put the note on nearly every piece
 * and turn information into sales pressure; at two it marks what a shopper needs to know: the last piece, or the last
 * pair (earrings, partner rings).
 */
export const LOW_STOCK_THRESHOLD = 2
