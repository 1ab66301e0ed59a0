/** A review's two private links, each opening its request: to write it, and to take it down. */
export const reviewLinks = { write: "review-write", remove: "review-remove" } as const;

export const writeReviewPath = (token: string) => `/review/${token}`;
export const removeReviewPath = (token: string) => `/review/${token}/remove`;
