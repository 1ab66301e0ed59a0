/**
 * Which form of the owner's Reviews page an answer is for (`FormReply.form`), from what it sent:
 * a review's `reply-12` or `withhold-12`, or `publishing`, `publish-waiting`.
 */
export const reviewsPageFormOf = ({ intent, id }: Record<string, unknown>) =>
  id === undefined ? String(intent) : `${String(intent)}-${String(id)}`;
