/**
 * The owner's edits that `bench:publish` publishes, each made through the owner's own form as a
 * browser would send it: the phone number, the first FAQ, or a new project with its photos.
 */
import { postForm } from "../../tests/support/owner-session";
import { headersFor, multipartBuffer, noisyJpeg, type Part } from "../../tests/support/test-photos";

/** The edits, made on the server at `url` by the owner signed in with `cookie`. */
export function ownerEdits(url: string, cookie: string) {
  async function changePhone(round: number) {
    const form = await formOn("/owner/site/company");
    // As the site stores it (`01253 601701`), so that the page shows it as written here.
    const phone = `01253 60${round % 10}7${String(round).padStart(2, "0")}`;
    const saved = await postForm(url, "/owner/site/company", { ...form, phone }, { cookie });
    if (saved.status !== 200) throw new Error(`saving the phone number answered ${saved.status}`);
    return { page: "/contact", shows: phone };
  }

  async function changeFaq(round: number) {
    const { version } = await formOn("/owner/site/faqs");
    const answer = `Round ${round} of the benchmark: a new answer to the first question, published.`;
    const saved = await postForm(
      url,
      "/owner/site/faqs",
      {
        version: version ?? "",
        intent: "save",
        index: "0",
        question: `How long will my building project take, round ${round}?`,
        answer,
      },
      { cookie },
    );
    if (saved.status !== 200) throw new Error(`saving the FAQ answered ${saved.status}`);
    return { page: "/faqs", shows: answer };
  }

  /** The owner adds a project with `count` photos from their phone and describes each one. */
  async function addProject(count: number) {
    const started = performance.now();
    const images = await Promise.all(Array.from({ length: count }, () => noisyJpeg(4032, 3024)));
    const made = performance.now();
    const fields = {
      section: "details",
      title: "Bench Row Cottages",
      category: "Renovation",
      location: "Preesall",
      type: "Renovation of a terrace of cottages",
      completed: "2026",
      duration: "20 weeks",
      summary:
        "Three cottages on Bench Row renovated from the roof down, measured by the benchmark.",
      description:
        "A paragraph long enough to pass the project schema's rule of sixty characters or more.",
      features: "New roof\nNew windows\nNew kitchens\nNew heating",
      servicesProvided: "roofing",
      seoDescription: "Renovation of Bench Row Cottages in Preesall, a benchmark's project page.",
    };
    const parts: Part[] = [
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      ...images.map((content, index) => ({
        name: "photos",
        filename: `IMG_${index}.jpg`,
        content,
      })),
    ];
    const upload = await fetch(`${url}/owner/site/projects/new`, {
      method: "POST",
      redirect: "manual",
      headers: { ...headersFor(), Origin: url, Cookie: cookie },
      body: new Uint8Array(multipartBuffer(parts)),
    });
    const to = upload.headers.get("location") ?? "";
    if (upload.status !== 302 || !to.includes(`added=${count}`))
      throw new Error(`adding the project answered ${upload.status} ${to}`);
    const uploaded = performance.now();
    const editor = to.split("?")[0] ?? "";
    const { version } = await formOn(editor);
    const described: Record<string, string> = {
      section: "photos",
      version: version ?? "",
      intent: "save",
    };
    for (let index = 0; index < count; index++)
      described[`photos[${index}].alt`] = `Bench Row cottage, photo ${index + 1} of the work.`;
    const saved = await postForm(url, editor, described, { cookie });
    if (saved.status !== 200) throw new Error(`describing the photos answered ${saved.status}`);
    console.log(
      `  ${count} photos of ${(images.reduce((sum, image) => sum + image.length, 0) / count / 1e6).toFixed(1)} MB: made in ${((made - started) / 1000).toFixed(1)} s, uploaded and re-encoded in ${((uploaded - made) / 1000).toFixed(1)} s, described in ${((performance.now() - uploaded) / 1000).toFixed(1)} s`,
    );
    return { page: "/projects/bench-row-cottages", shows: "Bench Row Cottages" };
  }

  /** The first form's fields on an owner's page, as the browser would send them. */
  async function formOn(path: string): Promise<Record<string, string>> {
    const html = await (await fetch(`${url}${path}`, { headers: { Cookie: cookie } })).text();
    const fields: Record<string, string> = {};
    for (const [, name = "", value = ""] of html.matchAll(
      /<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g,
    ))
      fields[name] = decodeHtml(value);
    if (!fields.version) throw new Error(`${path}: no form (not signed in?)`);
    return fields;
  }

  return { changePhone, changeFaq, addProject };
}

const decodeHtml = (text: string) =>
  text
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");
