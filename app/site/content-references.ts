/**
 * What one content file says of another: a project's services, a service's projects, a
 * project's before/after photos, a priced job's service. Each problem with the file (under
 * content/) it is in.
 */
export function referenceProblems(
  services: { slug: string; relatedProjects: string[] }[],
  projects: {
    slug: string;
    servicesProvided: string[];
    gallery: { src: string }[];
    beforeAfter: { before: string; after: string }[];
  }[],
  pricedJobs: { title: string; service: string }[] = [],
): { file: string[]; problem: string }[] {
  const serviceSlugs = new Set(services.map((service) => service.slug));
  const projectSlugs = new Set(projects.map((project) => project.slug));
  const problems: { file: string[]; problem: string }[] = [];
  for (const project of projects) {
    const file = ["projects", project.slug, "project.yaml"];
    const unknown = project.servicesProvided.filter((slug) => !serviceSlugs.has(slug));
    if (unknown.length > 0)
      problems.push({
        file,
        problem: `servicesProvided: no service named ${unknown.join(", ")} (known: ${[...serviceSlugs].join(", ")})`,
      });
    const photos = new Set(project.gallery.map((photo) => photo.src));
    for (const [index, pair] of project.beforeAfter.entries()) {
      const missing = [pair.before, pair.after].filter((src) => !photos.has(src));
      if (missing.length > 0)
        problems.push({
          file,
          problem: `beforeAfter ${index + 1}: ${missing.join(" and ")} is not a photo of its gallery`,
        });
      else if (pair.before === pair.after)
        problems.push({
          file,
          problem: `beforeAfter ${index + 1}: before and after are the same photo`,
        });
    }
  }
  for (const service of services) {
    const unknown = service.relatedProjects.filter((slug) => !projectSlugs.has(slug));
    if (unknown.length > 0)
      problems.push({
        file: ["services", `${service.slug}.yaml`],
        problem: `relatedProjects: no project named ${unknown.join(", ")} (known: ${[...projectSlugs].join(", ")})`,
      });
  }
  for (const [index, job] of pricedJobs.entries()) {
    if (!serviceSlugs.has(job.service))
      problems.push({
        file: ["price-guide.yaml"],
        problem: `${index}.service: no service named ${job.service} for "${job.title}" (known: ${[...serviceSlugs].join(", ")})`,
      });
  }
  return problems;
}
