import {
  Form,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  useRouteLoaderData,
} from "react-router";
import { may } from "~/accounts/permissions";
import { ownerRequestContext, signedIn } from "~/accounts/signed-in.server";
import { credentialsContext } from "~/credentials/credential-lapses.server";
import { credentialNotices } from "~/credentials/credential-reminders.server";
import { diskSpaceContext, lowDiskNotice } from "~/disk-space/disk-space.server";
import { cn } from "~/lib/cn";
import stylesheet from "~/owner/owner.css?url";
import { unseenReviews } from "~/reviews/review-store.server";
import type { Route } from "./+types/layout";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "manifest", href: "/owner.webmanifest" },
];

/** The owner's pages are plain HTML, their actions forms, unless a page says otherwise. */
export const handle = { scripts: false };

export const meta: Route.MetaFunction = () => [
  { title: "Owner area" },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * Who is signed in, if anyone: each page below checks for itself whether it needs someone. The
 * owner's menu counts the reviews they have not seen, like new leads (not on the reviews screen
 * itself, which marks them seen as it opens).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const found = signedIn(request, context);
  if (!found) return { user: null };
  const onReviews = /^\/owner\/reviews(\.data)?$/.test(new URL(request.url).pathname);
  const newReviews =
    may(found.user, "answer reviews") && !onReviews
      ? unseenReviews(context.get(ownerRequestContext).db)
      : 0;
  return {
    user: { email: found.user.email, role: found.user.role, newReviews },
    /** What runs out soon, or left the site: the owner's to renew. */
    credentials: may(found.user, "change the site")
      ? credentialNotices(context.get(credentialsContext).credentials())
      : [],
    /** The server's disk nearly full: the owner's to pass on. */
    lowDisk: may(found.user, "change the site")
      ? lowDiskNotice(context.get(diskSpaceContext)())
      : null,
  };
}

export function useOwnerUser() {
  return useRouteLoaderData<typeof loader>("routes/owner/layout")?.user ?? null;
}

const item = ({ isActive }: { isActive: boolean }) =>
  cn(
    // Six items (and the new reviews' count) fit one row of a 360-pixel phone, a little
    // smaller than on a wide screen; each still fills its share of the row to tap.
    "inline-flex min-h-11 shrink-0 items-center justify-center rounded-md px-0.5 font-semibold text-sm text-white sm:px-3 sm:text-base",
    isActive ? "bg-navy-700 underline underline-offset-4" : "hover:bg-navy-800",
  );

type User = NonNullable<ReturnType<typeof useOwnerUser>>;

/**
 * The account's own pages and signing out, folded away on a phone (a `<details>`, so it opens
 * without a script): the menu stays one row under the title, and the page starts at once.
 */
function AccountMenu({ user }: { user: User }) {
  return (
    <details className="group relative">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-3 font-semibold hover:bg-navy-800 [&::-webkit-details-marker]:hidden">
        {may(user, "manage the team") ? "Team & account" : "Account"}
        <span aria-hidden="true" className="text-sm group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="absolute right-0 z-20 mt-1 grid w-64 gap-1 rounded-md bg-navy-900 p-2 shadow-card ring-1 ring-navy-700">
        <p className="px-3 py-1 text-navy-100 text-sm [overflow-wrap:anywhere]">
          Signed in as {user.email}
        </p>
        {may(user, "manage the team") ? (
          <NavLink to="/owner/team" className={item}>
            Team
          </NavLink>
        ) : null}
        <NavLink to="/owner/account" className={item}>
          Your account
        </NavLink>
        <Form method="post" action="/owner/sign-out" className="grid">
          <button type="submit" name="intent" value="here" className={item({ isActive: false })}>
            Sign out
          </button>
        </Form>
      </div>
    </details>
  );
}

function Header() {
  const user = useOwnerUser();
  return (
    <header className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-2 px-2 py-1.5 sm:px-4 sm:py-3">
        <Link
          to="/owner"
          className="mr-auto inline-flex min-h-11 items-center font-display text-xl sm:text-2xl"
        >
          Owner area
        </Link>
        {user ? (
          <>
            <nav
              aria-label="Owner area"
              className="order-last flex w-full gap-0.5 sm:order-none sm:gap-1 sm:w-auto [&>a]:flex-1 sm:[&>a]:flex-none"
            >
              <NavLink to="/owner" end className={item}>
                Leads
              </NavLink>
              <NavLink to="/owner/visits" className={item}>
                Visits
              </NavLink>
              <NavLink to="/owner/jobs" className={item}>
                Jobs
              </NavLink>
              {may(user, "change the site") ? (
                <>
                  <NavLink to="/owner/reviews" className={item}>
                    Reviews
                    {user.newReviews > 0 ? " " : null}
                    {user.newReviews > 0 ? (
                      <span className="ml-0.5 rounded-full bg-hivis-400 px-1.5 py-0.5 text-navy-950 text-sm sm:ml-1 sm:px-2">
                        {user.newReviews}
                        <span className="sr-only"> new</span>
                      </span>
                    ) : null}
                  </NavLink>
                  <NavLink to="/owner/site" className={item}>
                    Website
                  </NavLink>
                  <NavLink to="/owner/results" className={item}>
                    Results
                  </NavLink>
                </>
              ) : null}
            </nav>
            <AccountMenu user={user} />
          </>
        ) : null}
      </div>
    </header>
  );
}

/** Credentials running out, or gone: above every page of the owner's area, with the way to renew. */
function CredentialNotices() {
  const notices = useRouteLoaderData<typeof loader>("routes/owner/layout")?.credentials ?? [];
  if (notices.length === 0) return null;
  return (
    <ul className="mb-6 grid gap-2">
      {notices.map((notice) => (
        <li
          key={notice.text}
          className={cn(
            "rounded-md border-l-4 p-3",
            notice.tone === "gone"
              ? "border-danger bg-red-50 text-danger"
              : "border-hivis-500 bg-sand-100 text-navy-950",
          )}
        >
          {notice.text}{" "}
          <Link to="/owner/site/credentials" className="font-semibold underline">
            Accreditations and insurance
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The server's disk nearly full: above every page of the owner's area until there is room. */
function LowDiskNotice() {
  const notice = useRouteLoaderData<typeof loader>("routes/owner/layout")?.lowDisk;
  if (!notice) return null;
  return (
    <p className="mb-6 rounded-md border-danger border-l-4 bg-red-50 p-3 text-danger">{notice}</p>
  );
}

export default function OwnerLayout() {
  return (
    <div className="min-h-dvh bg-sand-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:bg-white focus:p-3"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
        <LowDiskNotice />
        <CredentialNotices />
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    isRouteErrorResponse(error) && typeof error.data?.title === "string" ? error.data.title : null;
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : status === 404
        ? "There is nothing at this address."
        : "Something went wrong on our side. Try again in a minute.";
  return (
    <div className="min-h-dvh bg-sand-50">
      <Header />
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl">
          {title ??
            (status === 403
              ? "Not for this account"
              : status === 404
                ? "Not found"
                : "Something went wrong")}
        </h1>
        <p className="mt-3">{message}</p>
        <p className="mt-6">
          <Link to="/owner" className="font-semibold text-navy-700 underline">
            Back to the leads
          </Link>
        </p>
      </main>
    </div>
  );
}
