import { KeyRound } from "lucide-react";
import type { ReactNode } from "react";
import { type ButtonStyle, buttonVariants } from "~/components/ui/button";
import { Notice } from "~/owner/owner-ui";

export type PasskeySupport = "unknown" | "yes" | "no";

interface PasskeyButtonProps {
  support: PasskeySupport;
  busy: boolean;
  onClick: () => void;
  label: string;
  busyLabel: string;
  variant?: ButtonStyle["variant"];
  className?: string;
  /** What to say where the browser has no passkeys, and before (or without) JavaScript. */
  unsupported: ReactNode;
  noScript: ReactNode;
  notice?: { tone?: "success" | "error"; message: string } | null;
}

/**
 * The passkey button with its message above. The box keeps the button's height whatever is
 * shown, so nothing below moves when JavaScript swaps the line for the button.
 */
export function PasskeyButton(props: PasskeyButtonProps) {
  const { support, busy, notice } = props;
  return (
    <>
      {notice ? <Notice tone={notice.tone}>{notice.message}</Notice> : null}
      <div className="min-h-13">
        {support === "yes" ? (
          <button
            type="button"
            onClick={props.onClick}
            disabled={busy}
            className={buttonVariants({
              variant: props.variant,
              size: "lg",
              className: props.className,
            })}
          >
            <KeyRound aria-hidden="true" />
            {busy ? props.busyLabel : props.label}
          </button>
        ) : (
          <p className="text-muted">{support === "no" ? props.unsupported : props.noScript}</p>
        )}
      </div>
    </>
  );
}
