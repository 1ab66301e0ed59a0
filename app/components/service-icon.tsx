import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";
import type { Service } from "~/content/service";
import { cn } from "~/lib/cn";

const icons: Record<Service["icon"], IconName> = {
  shovel: "shovel",
  hammer: "hammer",
  "hard-hat": "hard-hat",
  house: "house",
  "paint-roller": "paint-roller",
  wrench: "wrench",
  building: "building-2",
  ruler: "ruler",
  "app-window": "app-window",
};

const sizes = {
  md: { box: "size-10", icon: "size-5" },
  lg: { box: "size-12", icon: "size-6" },
};

export function ServiceIcon({
  icon,
  size = "lg",
}: {
  icon: Service["icon"];
  size?: keyof typeof sizes;
}) {
  return (
    <span
      className={cn(
        "flex shrink-0 items-center justify-center rounded-lg bg-hivis-400 text-navy-950",
        sizes[size].box,
      )}
    >
      <Icon name={icons[icon]} className={sizes[size].icon} />
    </span>
  );
}
