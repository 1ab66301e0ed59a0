import { blogPostForm } from "../../app/blog/blog-editor.server";
import { postForm, type SentPost } from "../../app/blog/blog-post-save.server";
import type { Drafts } from "../../app/publishing/drafts.server";
import { editorsWithContent, typed } from "./site-editing";

/** A post as a developer wrote it: folded strings, a comment, a field the form does not show. */
export const existing = `---
title: "Choosing roof tiles for a windy coast"
excerpt: >-
  Slate, clay or concrete: a short guide to the roof tiles that stand up to gales and salt, and
  what each costs to fit and keep.
category: Roofing
date: 2025-02-01
author: Test Author
# The picture is a sample drawing.
image:
  src: images/roof-test
  alt: A drawing of a pitched roof with rows of grey tiles
seoDescription: >-
  Roof tiles for homes near the sea: slate, clay and concrete compared for wind and salt.
---

Tiles on an exposed roof have to resist wind lifting them, and salt eating their fixings.

## Slate

Natural slate lasts longest, *if* it is fixed with copper nails. Clay is heavier and needs a
stronger roof, and concrete is the cheapest to buy but the first to weather.

- one
- two
`;

export const newPost = {
  title: "Fitting a new porch before winter",
  excerpt:
    "What a porch adds to a house by the sea, how long it takes to build and which approvals it needs.",
  category: "Roofing",
  date: "2026-10-05",
  seoDescription: "Building a porch before winter: time, approvals and materials, in plain words.",
  image: "images/porch-test",
  imageAlt: "A drawing of a brick porch with a tiled roof",
  body: "## Why a porch\n\nA porch keeps the wind and rain out of the hall, and gives boots and coats a place of their own. It also makes the front door warmer.\n\n- **Time**: about two weeks\n- **Approvals**: usually none, see [the Planning Portal](https://www.planningportal.gov.uk)\n",
};

/** Owner drafts whose content/blog holds one post and two pictures. */
export const editors = () =>
  editorsWithContent("blog-editor", {
    "blog/roof-tiles.md": existing,
    "blog/images/roof-test.svg": "<svg/>",
    "blog/images/porch-test.svg": "<svg/>",
  });

/** A post's form sent with Save draft: `fields` as typed. */
export const sentPost = (fields: Record<string, string>) =>
  typed(postForm, { intent: "save", ...fields }) as SentPost;

/** The form of a post as the page shows it, with some answers changed, sent with Save draft. */
export const editForm = (drafts: Drafts, slug: string, changes: Record<string, string> = {}) => {
  const shown = blogPostForm(drafts, slug);
  if (!shown) throw new Error(`no post ${slug}`);
  return sentPost({ ...shown.values, version: shown.version, ...changes });
};
