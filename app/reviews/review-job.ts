/** What a verified review says of the job: as the owner named it when asking for the review. */
export interface ReviewJob {
  /** The service of the site it was (`services/…`), whose page shows the review. */
  serviceSlug: string;
  /** The service's name when the review was asked for ("Roofing"). */
  job: string;
  /** The project's page, when the job is one of the site's projects. */
  projectSlug: string | null;
  town: string;
}

/** Why the owner may keep a review off the site: these, and nothing else (being negative is not one). */
export const withholdReasons = {
  abusive: "Abusive or offensive",
  "personal-data": "Gives someone else's personal details",
  "not-about-us": "Not about this firm's work",
  spam: "Spam or advertising",
} as const;
export type WithholdReason = keyof typeof withholdReasons;

/** How long a review link works after it is sent. */
export const reviewLinkDays = 60;
