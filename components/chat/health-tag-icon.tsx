import {
  Bone,
  Brain,
  Droplets,
  Flower2,
  Leaf,
  Moon,
  Salad,
  Scale,
  Shield,
  Sparkles,
  Sprout,
  Wind,
  Zap,
  type LucideIcon,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  bone: Bone,
  brain: Brain,
  droplets: Droplets,
  "flower-2": Flower2,
  leaf: Leaf,
  moon: Moon,
  salad: Salad,
  scale: Scale,
  shield: Shield,
  sparkles: Sparkles,
  sprout: Sprout,
  wind: Wind,
  zap: Zap,
};

/** The icon names the assistant draws (the portal offers these). */
export const HEALTH_TAG_ICONS = Object.keys(ICONS);

/** A health tag's icon by name; a leaf when the name is missing or unknown (SPEC.md section 3). */
export function HealthTagIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = (name && ICONS[name]) || Leaf;
  return <Icon aria-hidden className={className} />;
}
