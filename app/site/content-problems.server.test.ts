import { describe, expect, it } from "vitest";
import { contentProblemsInWords } from "./content-problems.server";

const problemsIn = (file: string, problems: string[]) =>
  contentProblemsInWords(
    { errors: [{ file, problems }] } as Parameters<typeof contentProblemsInWords>[0],
    "/srv/site/content",
  );

describe("the content's problems in the owner's words", () => {
  it("names the project and the photo a publish cannot find, never a file path", () => {
    const [said] = problemsIn("content/projects/alder-court/project.yaml", [
      "gallery.2.src: no picture at content/projects/alder-court/gallery/kitchen",
    ]);
    expect(said).toBe(
      "Projects: alder court: photo 3 (kitchen) is missing from the site's files. Your developer must put it back.",
    );
    expect(said).not.toMatch(/src|content\//);
  });

  it("names a picture that is not a photo of a gallery by what it shows", () => {
    const [said] = problemsIn("content/services/roofing.yaml", [
      "image.src: no picture at content/services/images/roof",
    ]);
    expect(said).toMatch(/^Services: roofing: the picture \(roof\) is missing/);
  });

  it("says other problems with the answer they are about", () => {
    expect(problemsIn("content/faqs.yaml", ["0.question: end the question with '?'"])).toEqual([
      "FAQs, item 1, question: end the question with '?'",
    ]);
  });
});
