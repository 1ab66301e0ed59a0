/** Who sent a request and what for, as stored: project type and budget are slugs, not labels. */
export interface SentDetails {
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  projectType: string;
  budget: string | null;
}
