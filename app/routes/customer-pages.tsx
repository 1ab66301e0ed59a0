import { Outlet } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { privatePageHandle } from "~/components/layout/private-page";
import type { Route } from "./+types/customer-pages";

/**
 * The frame of the customers' private pages (a review, a survey visit, a written quote, a job).
 * Its error boundary is what a customer sees when their page fails, and it sits below the root
 * on purpose: React Router loads no route's data at or below the boundary that catches a failed
 * form post, so the root's own boundary had no header, footer or phone number to show and fell
 * back to a bare "Unexpected Server Error" (issue 56). Here the root's data is always loaded.
 */
export const handle = privatePageHandle;

export default function CustomerPages() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
