/** The site promises a reply within 2 hours in office hours; the inbox measures against it. */
export function promisedReplyMinutes(): number {
  return 120;
}
