import YAML from "yaml";

/** Some 90 words about a place that only its name tells apart from those about another place. */
export const wordsAbout = (place: string) =>
  `Most homes in ${place} are semis and bungalows from between the wars, with solid walls and shallow footings. We know ${place} well: the clay holds water through the winter, so before we dig we have the ground tested and size the drains for it. The job we do most in ${place} is a single-storey rear extension with roof lights, built so that the family can keep living in the house, and a new roof where the old tiles have slipped in the storms off the sea.`;

const upton = {
  name: "Upton",
  distanceMiles: 2,
  latitude: 53.88,
  longitude: -2.97,
  description: "A village of farm cottages and bungalows where we build porches and garden rooms.",
};

/**
 * Two villages of the tests' own (`areas.yaml`): Upton, the nearer, with nothing of its own yet,
 * and Downton, whose page stands on the owner's words about it (`wordsAbout`).
 */
export const neighbourTowns = YAML.stringify([
  upton,
  {
    name: "Downton",
    distanceMiles: 3,
    latitude: 53.89,
    longitude: -2.96,
    description: "A village of brick cottages by the river, where we repair roofs and chimneys.",
    about: [wordsAbout("Downton")],
  },
]);

/** The same towns once the owner has given Upton Downton's words with Upton's name. */
export const uptonGivenDowntonsWords = YAML.stringify([
  { ...upton, about: [wordsAbout("Upton")] },
  ...YAML.parse(neighbourTowns).slice(1),
]);
