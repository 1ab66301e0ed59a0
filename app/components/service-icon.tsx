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
import type { Service } from "~/content/service";
import { cn } from "~/lib/cn";

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

export function ServiceIcon({ icon, className }: { icon: Service["icon"]; className?: string }) {
  const Icon = icons[icon];
  return (
    <span
      className={cn(
        "flex size-12 items-center justify-center rounded-lg bg-hivis-400 text-navy-950",
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
