import {
  AppWindow,
  Building2,
  Hammer,
  HardHat,
  House,
  type LucideIcon,
  PaintRoller,
  Ruler,
  Shovel,
  Wrench,
} from "lucide-react";
import { cn } from "~/lib/cn";
import type { Service } from "~/services/service";

const icons: Record<Service["icon"], LucideIcon> = {
  shovel: Shovel,
  hammer: Hammer,
  "hard-hat": HardHat,
  house: House,
  "paint-roller": PaintRoller,
  wrench: Wrench,
  building: Building2,
  ruler: Ruler,
  "app-window": AppWindow,
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
  const Icon = icons[icon];
  return (
    <span
      className={cn(
        "flex shrink-0 items-center justify-center rounded-lg bg-hivis-400 text-navy-950",
        sizes[size].box,
      )}
    >
      <Icon aria-hidden="true" className={sizes[size].icon} />
    </span>
  );
}
