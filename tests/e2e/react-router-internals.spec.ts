import { dataPathOf, manifestPathOf } from "../../app/lib/react-router-internals";
import { loadBuild } from "../support/test-app";
import { expect, test } from "./fixtures";

/**
 * What the browser asks the server for, against what `app/lib/react-router-internals.ts` says
 * it asks for: the server lets those addresses through (posts to a page's data, the route
 * manifest past the ready-made 404), so after a React Router upgrade this is where a change
 * shows first. The quote form's posts are checked in `quote-form.spec.ts`.
 */
test("the browser fetches a page's data at dataPathOf and a link's routes at the build's manifest address", async ({
  page,
}) => {
  const build = await loadBuild();
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));

  await page.goto("/");
  await expect.poll(() => asked).toContain(manifestPathOf(build));
  await page.getByRole("link", { name: "View Our Work" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  expect(asked).toContain(dataPathOf("/projects"));
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => asked).toContain(dataPathOf("/"));
});
