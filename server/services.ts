import path from "node:path";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { startCalendarReading } from "../app/calendars/calendar-reading.server";
import { siteContent } from "../app/content/site-content.server";
import { startCredentialLapses } from "../app/credentials/credential-lapses.server";
import { openDatabase } from "../app/db/database.server";
import { readDiskSpace, type StatFs } from "../app/disk-space/disk-space.server";
import { startLowDiskAlerts } from "../app/disk-space/low-disk-alert.server";
import { creditCancelledContract } from "../app/invoices/cancelled-contract.server";
import { jobFilesOfLeads, jobFoldersIn } from "../app/jobs/job-folders.server";
import { startJobs } from "../app/jobs/job-start-up.server";
import { quoteJobs } from "../app/jobs/quote-jobs.server";
import { startEscalations } from "../app/leads/escalation.server";
import { leadVisitSources } from "../app/leads/lead-figures.server";
import { startChaseReminders } from "../app/leads/quotes-to-chase.server";
import { liveReplySettings } from "../app/leads/response-promise.server";
import { startLeadRetention } from "../app/leads/retention.server";
import { fileSender, smtpSender } from "../app/mail/mail-sender.server";
import { defaultOutboxOptions, Outbox } from "../app/mail/outbox.server";
import {
  cleanUpOrphanPhotos,
  photosDirIn,
  reviewPhotosDirIn,
  uploadsDirIn,
} from "../app/photos/photo-store.server";
import { type PricedJob, trackRecords } from "../app/price-guide/track-record.server";
import { linkGuessing, privatePosts } from "../app/private-links/link-guessing.server";
import { sitePublishing } from "../app/publishing/site-publishing.server";
import { createPushAlerts } from "../app/push/push-alerts.server";
import { quoteAttachments } from "../app/quote-requests/quote-attachments.server";
import { QuoteGuards } from "../app/quote-requests/quote-guard.server";
import { photoPosts } from "../app/quote-requests/quote-photo-posts.server";
import { createQuoteStore } from "../app/quote-requests/sqlite-quote-store.server";
import { startMonthlySummaries } from "../app/results/monthly-summary.server";
import { createReviewServices } from "../app/reviews/review-desk.server";
import { reviewsForRelease } from "../app/reviews/reviews-for-site.server";
import { contentProblemsInWords } from "../app/site/content-problems.server";
import { titleOf } from "../app/site/editor-list.server";
import { draftPictureUrl } from "../app/site/preview-pages.server";
import { siteCatalogue } from "../app/site/site-catalogue.server";
import { livePages } from "../app/traffic/live-pages.server";
import { PageViewCounter } from "../app/traffic/page-views.server";
import { visitLinkOf } from "../app/visits/visit-links.server";
import { startVisitReminders } from "../app/visits/visit-reminders.server";
import { createVisitServices } from "../app/visits/visit-services.server";
import { startQuoteExpiry } from "../app/written-quotes/quote-expiry.server";
import { createQuoteServices } from "../app/written-quotes/quote-services.server";
import type { Config } from "./config";
import { pageRenderer } from "./page-renderer";
import { loadOrCreateSecret } from "./secret";

/**
 * What the server runs besides serving pages: the quote store, its outbox and its guards, phone
 * alerts, the owner's publishing, customers' reviews and the page views.
 */
export type Services = ReturnType<typeof startServices>;

/**
 * What the site runs on. `site`: the build it serves (`buildDir`, whose code and assets a
 * publish reuses) and its routes, called directly to render a page.
 */
export function startServices(
  config: Config,
  logger: Logger,
  site: {
    buildDir: string;
    /** The publish whose release the site serves; none for the build it was given. */
    liveReleaseId?: string;
    build: ServerBuild | (() => Promise<ServerBuild>);
    /** Switches the site to a published release (none in development and in tests). */
    goLive?: (release: { id: string; dir: string }) => Promise<void>;
  },
  /** How the data folder's disk is read: `fs.statfsSync`, or a fake reading in tests. */
  { statfs }: { statfs?: StatFs } = {},
) {
  const renderPage = pageRenderer(site.build, {
    siteUrl: config.SITE_URL,
    https: config.SITE_URL.startsWith("https:"),
  });
  const db = openDatabase(config.DATABASE_PATH, { busyTimeoutMs: config.DATABASE_BUSY_TIMEOUT_MS });
  const { company } = siteContent();
  const photosDir = photosDirIn(config.DATA_DIR);
  const uploadsDir = uploadsDirIn(config.DATA_DIR);
  const jobFolders = jobFoldersIn(config.DATA_DIR);
  // Before any request: what a crash left half-done (uploads, unreferenced photo files) goes.
  const cleanUp = cleanUpOrphanPhotos(db, photosDir, { uploadsDir, logger });
  if (cleanUp.deletedTemporary + cleanUp.deletedUnreferenced > 0)
    logger.info(cleanUp, "photos: deleted files left by an interrupted upload");
  const reviewPhotosDir = reviewPhotosDirIn(config.DATA_DIR);
  cleanUpOrphanPhotos(db, reviewPhotosDir, { logger, table: "review_photos" });
  const mail = config.SMTP_URL
    ? smtpSender(config.SMTP_URL)
    : fileSender(config.OUTBOX_DIR, logger);
  const outbox = new Outbox(
    db,
    mail,
    logger,
    {
      ...defaultOutboxOptions,
      retryBaseMs: config.MAIL_RETRY_BASE_SECONDS * 1000,
    },
    quoteAttachments(db, photosDir),
  );
  const push = createPushAlerts({
    db,
    dataDir: config.DATA_DIR,
    subject: `mailto:${company.email}`,
    logger,
  });
  const ownerMailFrom = {
    name: `${company.tradingName} website`,
    address: config.MAIL_FROM ?? company.email,
  };
  const secret = loadOrCreateSecret(config.FORM_SECRET, path.join(config.DATA_DIR, "form-secret"));
  const quoteStore = createQuoteStore(
    db,
    {
      company,
      notifyTo: config.QUOTE_NOTIFY_TO ?? company.email,
      from: ownerMailFrom,
      siteUrl: config.SITE_URL,
    },
    {
      visitLink: (requestId) => visitLinkOf(db, secret, requestId),
      sendEmails: () => outbox.wake(),
      alertPhones: (requestId) => void push.alertNewLead(requestId),
      logger,
    },
  );
  const guards = new QuoteGuards({
    secret,
    rateLimit: config.QUOTE_RATE_LIMIT,
    rateWindowMs: config.QUOTE_RATE_WINDOW_SECONDS * 1000,
    minFillMs: config.QUOTE_MIN_FILL_SECONDS * 1000,
    secureCookie: config.SITE_URL.startsWith("https:"),
  });
  outbox.start();
  const retention = startLeadRetention(db, {
    months: config.LEAD_RETENTION_MONTHS,
    photosDir,
    moreFiles: jobFilesOfLeads({ db, ...jobFolders }),
    logger,
  });
  const replySettings = liveReplySettings({ from: ownerMailFrom, siteUrl: config.SITE_URL });
  const monthlySummaries = startMonthlySummaries(db, {
    settings: replySettings,
    logger,
    queued: () => outbox.wake(),
  });
  const escalations = startEscalations(db, {
    context: replySettings,
    alert: (payload, userIds) => void push.alert(payload, userIds),
    queued: () => outbox.wake(),
    logger,
  });
  const chaseReminders = startChaseReminders(db, {
    context: replySettings,
    queued: () => outbox.wake(),
    logger,
  });
  const publishing = sitePublishing({
    db,
    dataDir: config.DATA_DIR,
    sourceDir: path.resolve(config.SITE_SOURCE_DIR),
    logger,
    draftPictureUrl,
    codeDir: site.buildDir,
    liveReleaseId: site.liveReleaseId,
    goLive: site.goLive,
    renderPage,
    describeProblems: contentProblemsInWords,
    nameOf: titleOf,
    catalogue: siteCatalogue,
    fromDatabase: () => reviewsForRelease(db, reviewPhotosDir),
  });
  const reviews = createReviewServices({
    db,
    secret,
    company,
    mailFrom: config.MAIL_FROM ?? company.email,
    siteUrl: config.SITE_URL,
    photosDir: reviewPhotosDir,
    uploadsDir,
    wakeOutbox: () => outbox.wake(),
    alert: (alert) => push.alert(alert),
    publish: (change) => publishing.publisher.request({ ...change, withDrafts: false }),
  });
  const credentialLapses = startCredentialLapses(db, {
    contentDir: path.join(path.resolve(config.SITE_SOURCE_DIR), "content"),
    publish: (summary) =>
      publishing.publisher.request({ by: "The site itself", summary, withDrafts: false }),
    mail: () => replySettings().mail,
    queued: () => outbox.wake(),
    logger,
  });
  const diskSpace = () => readDiskSpace(config.DATA_DIR, config.DATABASE_PATH, statfs);
  const lowDiskAlerts = startLowDiskAlerts(db, {
    read: diskSpace,
    mail: () => replySettings().mail,
    queued: () => outbox.wake(),
    logger,
  });
  const calendarReading = startCalendarReading(db, { logger });
  const visits = createVisitServices({
    db,
    secret,
    mailFrom: config.MAIL_FROM ?? company.email,
    notifyTo: config.QUOTE_NOTIFY_TO,
    siteUrl: config.SITE_URL,
    wakeOutbox: () => outbox.wake(),
    alert: (payload) => void push.alert(payload),
  });
  const { jobs, stop: stopJobs } = startJobs({
    logger,
    db,
    secret,
    mailFrom: config.MAIL_FROM ?? company.email,
    notifyTo: config.QUOTE_NOTIFY_TO,
    siteUrl: config.SITE_URL,
    ...jobFolders,
    uploadsDir,
    wakeOutbox: () => outbox.wake(),
    alert: (payload) => void push.alert(payload),
  });
  const quotes = createQuoteServices({
    db,
    secret,
    jobs: {
      ...quoteJobs(db, secret),
      cancelled: (quoteId) => creditCancelledContract(jobs, quoteId),
    },
    mailFrom: config.MAIL_FROM ?? company.email,
    notifyTo: config.QUOTE_NOTIFY_TO,
    siteUrl: config.SITE_URL,
    wakeOutbox: () => outbox.wake(),
    alert: (payload) => void push.alert(payload),
  });
  const quoteExpiry = startQuoteExpiry(quotes, logger);
  const visitReminders = startVisitReminders(db, {
    mail: visits.mail,
    secret,
    queued: () => outbox.wake(),
    logger,
  });
  const pageViews = new PageViewCounter(db, logger, {
    isPage: livePages(),
    siteHost: new URL(config.SITE_URL).hostname,
    tagsOfLeads: () => leadVisitSources(db),
  });
  pageViews.start();
  return {
    db,
    dataDir: config.DATA_DIR,
    trackRecords: (jobs: readonly PricedJob[]) => trackRecords(db, jobs),
    quoteStore,
    guards,
    outbox,
    mail,
    push,
    photoPosts: photoPosts({ db, photosDir, uploadsDir }),
    photosDir,
    publishing,
    reviews,
    /** Survey visits: the customer's booking page and the owner's Visits page. */
    visits,
    /** Written quotes: the customer's quote page and the owner's quote pages. */
    quotes,
    /** Jobs: the customer's job page and the owner's Jobs pages. */
    jobs,
    /** Who has been asking for private links that are no link, lately. */
    linkGuessing: linkGuessing(),
    privatePosts: privatePosts(),
    pageViews,
    renderPage,
    credentialLapses,
    /** The data folder's disk and the database's size, read now (null if it cannot be read). */
    diskSpace,
    lowDiskAlerts,
    /** The owner's calendar feed, read every 5 minutes; `readNow` once its address is set. */
    calendarReading,
    async close() {
      retention.stop();
      monthlySummaries.stop();
      escalations.stop();
      chaseReminders.stop();
      credentialLapses.stop();
      lowDiskAlerts.stop();
      calendarReading.stop();
      visitReminders.stop();
      quoteExpiry.stop();
      stopJobs();
      pageViews.stop();
      await Promise.all([outbox.stop(), push.idle(), publishing.publisher.idle()]);
      mail.close();
      db.close();
    },
  };
}
