-- Handover (issue 49): which documents a job needs, as the owner ticks them on the job's
-- document page (app/jobs/job-documents.server.ts). The customer's page lists those with no
-- document yet as still to come. The kinds are app/jobs/handover-documents.ts's.
CREATE TABLE job_needed_documents (
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (length(kind) BETWEEN 1 AND 40),
  PRIMARY KEY (job_id, kind)
) WITHOUT ROWID;
