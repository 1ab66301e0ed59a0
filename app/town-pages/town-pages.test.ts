import { describe, expect, it } from "vitest";
import { milesBetween } from "~/lib/map-position";
import { fixtureContent } from "../../tests/support/page-render";
import { publishedReview } from "../../tests/support/test-reviews";
import { pageDirectory } from "../site/page-directory";
import { readSiteContent } from "../site/read-site-content.server";
import type { ServiceArea } from "./service-area";
import {
  areaOf,
  localServices,
  nearbyMiles,
  ownWordsNeeded,
  tooAlike,
  townProofs,
} from "./town-pages";

// The tests' own content: two projects in Blackpool; Fleetwood, about 8 miles north, has none.
const { content } = fixtureContent();
const area = (changes: Partial<ServiceArea> & { name: string }): ServiceArea => ({
  distanceMiles: 5,
  latitude: 53.9,
  longitude: -3.0,
  description: "A town on the coast where we build extensions and mend roofs in the wind.",
  about: [],
  postcodes: [],
  ...changes,
});
const [blackpool, fleetwood] = content.serviceAreas;
if (!blackpool || !fleetwood) throw new Error("the fixture needs Blackpool and Fleetwood");
const review = (town: string, serviceSlug = "walls") => ({ town, serviceSlug });
/** `count` words of the owner's own about a place, none of them another's. */
const ownWords = (place: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${place.toLowerCase()}${index}`).join(" ");
/** Some 90 words about a place that only its name tells apart from those about another place. */
const sameWordsAbout = (place: string) =>
  `Most homes in ${place} are semis and bungalows from between the wars, with solid walls and shallow footings. We know ${place} well: the clay holds water through the winter, so before we dig we have the ground tested and size the drains for it. The job we do most in ${place} is a single-storey rear extension with roof lights, built so that the family can keep living in the house, and a new roof where the old tiles have slipped in the storms that come in off the sea every autumn and winter.`;
/** The test content with other areas and projects. */
const withContent = (towns: Pick<typeof content, "serviceAreas" | "projects">) => ({
  ...content,
  ...towns,
});
const withReviews = (reviews: { town: string; serviceSlug: string }[]) =>
  fixtureContent({ reviews: reviews.map((each) => publishedReview(each)) }).content;
const proofOf = (name: string, ...args: Parameters<typeof townProofs>) =>
  townProofs(...args).find((town) => town.area.name === name);

describe("which towns get a page of their own", () => {
  it("a town with a project gets one, with the project", () => {
    const proof = proofOf(blackpool.name, content, []);
    expect(proof?.published).toBe(true);
    expect(proof?.path).toBe("/areas-we-cover/blackpool");
    expect(proof?.projects.map(({ project }) => project.location)).toEqual([
      "Blackpool",
      "Blackpool",
    ]);
  });

  it("a town with no project near, no review and few words of its own gets none", () => {
    expect(milesBetween(blackpool, fleetwood)).toBeGreaterThan(nearbyMiles);
    const proof = proofOf(fleetwood.name, content, []);
    expect(proof?.projects).toEqual([]);
    expect(proof?.ownWords).toBeLessThan(ownWordsNeeded);
    expect(proof?.published).toBe(false);
  });

  it("a verified review from a customer in the town is proof, and only that town's", () => {
    const reviews = [review("Fleetwood"), review("Blackpool"), review("Preston")];
    const proof = proofOf(fleetwood.name, content, reviews);
    expect(proof?.published).toBe(true);
    expect(proof?.reviews).toEqual([review("Fleetwood")]);
  });

  it(`${ownWordsNeeded} words of the owner's own are proof; ${ownWordsNeeded - 1} are not`, () => {
    const withWords = (count: number) => {
      const description = fleetwood.description;
      const needed = count - description.split(/\s+/).length;
      const about = [Array.from({ length: needed }, (_, i) => `word${i}`).join(" ")];
      return { ...content, serviceAreas: [blackpool, { ...fleetwood, about }] };
    };
    expect(proofOf(fleetwood.name, withWords(ownWordsNeeded), [])?.published).toBe(true);
    expect(proofOf(fleetwood.name, withWords(ownWordsNeeded - 1), [])?.published).toBe(false);
  });

  it(`a project within ${nearbyMiles} miles counts, nearest first; one further does not`, () => {
    const near = area({ name: "Layton", latitude: 53.83, longitude: -3.02 });
    const far = area({ name: "Kirkham", latitude: 53.782, longitude: -2.87 });
    expect(milesBetween(blackpool, near)).toBeLessThan(nearbyMiles);
    expect(milesBetween(blackpool, far)).toBeGreaterThan(nearbyMiles);
    const [first, second] = content.projects;
    if (!first || !second) throw new Error("the fixture needs two projects");
    const projects = [
      { ...first, location: "Blackpool" },
      { ...second, location: "Holly Road, Layton" },
    ];
    const areas = [blackpool, near, far];
    const layton = proofOf("Layton", { serviceAreas: areas, projects }, []);
    expect(layton?.projects.map(({ project }) => project.slug)).toEqual([second.slug, first.slug]);
    expect(proofOf("Kirkham", { serviceAreas: areas, projects }, [])?.published).toBe(false);
  });

  it("a town whose only proof is a neighbour's job gets no page: the job is the neighbour's", () => {
    const [job] = content.projects;
    if (!job) throw new Error("the fixture needs a project");
    const upton = area({ name: "Upton", latitude: 53.9, longitude: -2.95 });
    const downton = area({ name: "Downton", latitude: 53.91, longitude: -2.96 });
    expect(milesBetween(upton, downton)).toBeLessThan(nearbyMiles);
    const towns = { serviceAreas: [upton, downton], projects: [{ ...job, location: "Upton" }] };
    expect(proofOf("Upton", towns, [])?.published).toBe(true);
    const down = proofOf("Downton", towns, []);
    expect(down?.projects).toHaveLength(1);
    expect(down?.published).toBe(false);
  });

  it("a town whose own words repeat those of a town listed before it is held back until they are its own", () => {
    const [first, second] = content.projects;
    if (!first || !second) throw new Error("the fixture needs two projects");
    const upton = area({ name: "Upton", distanceMiles: 6, latitude: 53.9, longitude: -2.95 });
    const downton = area({ name: "Downton", distanceMiles: 7, latitude: 53.91, longitude: -2.96 });
    const projects = [
      { ...first, location: "Mill Lane, Upton" },
      { ...second, location: "Downton" },
    ];
    const withAbout = (about: string[]) => ({
      serviceAreas: [
        { ...upton, about: [sameWordsAbout("Upton")] },
        { ...downton, about },
      ],
      projects,
    });
    // Upton's words with the other town's name: the same page with another name.
    const copy = [sameWordsAbout("Downton")];
    const heldBack = proofOf("Downton", withAbout(copy), []);
    expect(heldBack?.published).toBe(false);
    expect(heldBack?.resembles?.town).toBe("Upton");
    expect(heldBack?.resembles?.share).toBeGreaterThanOrEqual(tooAlike);
    expect(proofOf("Upton", withAbout(copy), [])?.published).toBe(true);
    expect(pageDirectory(withContent(withAbout(copy))).map((page) => page.path)).not.toContain(
      "/areas-we-cover/downton",
    );

    // The owner writes about Downton in words of their own: its page is its own now.
    const ownPage = proofOf("Downton", withAbout([ownWords("Downton", 140)]), []);
    expect(ownPage?.resembles).toBeUndefined();
    expect(ownPage?.published).toBe(true);
    expect(
      pageDirectory(withContent(withAbout([ownWords("Downton", 140)]))).map((page) => page.path),
    ).toContain("/areas-we-cover/downton");
  });

  it("the services asked for most there come first", () => {
    const proof = proofOf(fleetwood.name, content, [
      review("Fleetwood", "roofing"),
      review("Fleetwood", "walls"),
      review("Fleetwood", "roofing"),
    ]);
    if (!proof) throw new Error("no Fleetwood");
    expect(localServices(proof)).toEqual(["roofing", "walls"]);
  });
});

describe("a town's likeness is measured on what is its own", () => {
  const [job] = content.projects;
  if (!job) throw new Error("the fixture needs a project");
  /** A finished project at `location`, its card as long as a real one's, in words of its own. */
  const projectAt = (slug: string, location: string) => ({
    ...job,
    slug,
    title: `Garden room at ${slug}`,
    location,
    summary: ownWords(slug.replaceAll("-", ""), 25),
  });
  // Two villages a mile and a half apart, with four jobs each: each page shows all eight.
  const stallton = area({
    name: "Stallton",
    distanceMiles: 6,
    latitude: 53.9,
    longitude: -2.953,
    description: "A village over the river with farmhouses and bungalows on wet clay ground.",
  });
  const priorsby = area({
    name: "Priorsby",
    distanceMiles: 7,
    latitude: 53.916,
    longitude: -2.97,
    description: "A hillside village above the estuary with bungalows, where we build extensions.",
  });
  const jobs = ["a", "b", "c", "d"].flatMap((letter) => [
    projectAt(`fieldstone-${letter}`, "Stallton"),
    projectAt(`cart-lane-${letter}`, "Cart Lane, Priorsby"),
  ]);

  it("writing about one town does not take down its neighbour's live page: the jobs both show are neither's own", () => {
    const towns = (priorsbyAbout: string[]) => ({
      serviceAreas: [
        { ...stallton, about: [ownWords("Stallton", 100)] },
        { ...priorsby, about: priorsbyAbout },
      ],
      projects: jobs,
    });
    expect(milesBetween(stallton, priorsby)).toBeLessThan(nearbyMiles);
    expect(proofOf("Stallton", towns([]), [])?.published).toBe(true);

    // The owner writes 114 words of their own about Priorsby, more than Stallton has.
    const written = towns([ownWords("Priorsby", 114)]);
    const stalltonAfter = proofOf("Stallton", written, []);
    expect(stalltonAfter?.resembles).toBeUndefined();
    expect(stalltonAfter?.published).toBe(true);
    expect(proofOf("Priorsby", written, [])?.published).toBe(true);
  });

  it(`a town with ${ownWordsNeeded} words of its own and no job in it gets its page, though its neighbours' jobs fill it`, () => {
    // The nearest town, listed first, between two villages with jobs of their own.
    const thornby = area({
      name: "Thornby",
      distanceMiles: 2,
      latitude: 53.91,
      longitude: -2.95,
      description:
        "Our nearest neighbour: semis and bungalows close to the promenade and the mill.",
      about: [ownWords("Thornby", 116)],
    });
    const towns = {
      serviceAreas: [thornby, { ...stallton, about: [ownWords("Stallton", 100)] }, priorsby],
      projects: jobs,
    };
    const proof = proofOf("Thornby", towns, []);
    expect(proof?.ownProjects).toBe(0);
    expect(proof?.projects).toHaveLength(jobs.length);
    expect(proof?.resembles).toBeUndefined();
    expect(proof?.published).toBe(true);
    expect(pageDirectory(withContent(towns)).map((page) => page.path)).toContain(
      "/areas-we-cover/thornby",
    );
  });

  it("a verified review's words are the town's own", () => {
    const upton = area({ name: "Upton", about: [sameWordsAbout("Upton")] });
    const downton = area({ name: "Downton", about: [sameWordsAbout("Downton")] });
    const towns = { serviceAreas: [upton, downton], projects: [] };
    expect(proofOf("Downton", towns, [])?.resembles?.town).toBe("Upton");
    const text = ownWords("review", 400);
    const reviewed = proofOf("Downton", towns, [{ ...review("Downton"), text }]);
    expect(reviewed?.resembles).toBeUndefined();
    expect(reviewed?.published).toBe(true);
  });
});

describe("the sample content", () => {
  const sample = readSiteContent("content").content;
  const towns = townProofs(sample, sample.customerReviews);

  it(`gives each town with ${ownWordsNeeded} words of the owner's own its page`, () => {
    const wellWritten = towns.filter((town) => town.ownWords >= ownWordsNeeded);
    expect(wellWritten.length).toBeGreaterThan(0);
    for (const town of wellWritten)
      expect({ town: town.area.name, published: town.published }).toEqual({
        town: town.area.name,
        published: true,
      });
  });
});

describe("a place typed as text", () => {
  const areas = [
    area({ name: "Lytham St Annes" }),
    area({ name: "Preesall" }),
    area({ name: "Preston" }),
  ];
  it.each([
    ["Preesall", "Preesall"],
    ["cart lane, PREESALL", "Preesall"],
    ["Lytham", "Lytham St Annes"],
    ["St Annes", "Lytham St Annes"],
    ["Preston ", "Preston"],
  ])("%s is in %s", (typed, name) => {
    expect(areaOf(areas, typed)?.name).toBe(name);
  });
  it.each(["Pree", "Lancaster", "", "St"])("%j is in none: whole words only", (typed) => {
    expect(areaOf(areas, typed)).toBeUndefined();
  });
});

describe("the page list", () => {
  it("lists a town's page only while it has proof, with a title and description of its own", () => {
    const paths = (reviews: { town: string; serviceSlug: string }[]) =>
      pageDirectory(withReviews(reviews)).map((page) => page.path);
    expect(paths([])).toContain("/areas-we-cover/blackpool");
    expect(paths([])).not.toContain("/areas-we-cover/fleetwood");
    expect(paths([review("Fleetwood")])).toContain("/areas-we-cover/fleetwood");
    const page = pageDirectory(withReviews([review("Fleetwood")])).find(
      (entry) => entry.path === "/areas-we-cover/fleetwood",
    );
    expect(page?.title).toBe("Builders in Fleetwood");
    expect(page?.description).toContain("Fleetwood");
    expect(page?.description).toContain("1 verified review");
    expect(page?.description.length).toBeLessThanOrEqual(160);
  });
});
