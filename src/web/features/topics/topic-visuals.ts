import type { LucideIcon } from 'lucide-react';
import {
  BookOpen,
  Cpu,
  Crown,
  GraduationCap,
  Handshake,
  HeartHandshake,
  Lightbulb,
  RefreshCw,
  Repeat,
  Rocket,
  Target,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { TopicColor } from '../../../shared/focus-areas';

/** The icons the topic data names (topic.icon), imported one by one so only these ship. */
const TOPIC_ICONS: Record<string, LucideIcon> = {
  Cpu,
  Crown,
  GraduationCap,
  Handshake,
  HeartHandshake,
  Lightbulb,
  RefreshCw,
  Repeat,
  Rocket,
  Target,
  TrendingUp,
  Users,
};

export const topicIcon = (name: string): LucideIcon => TOPIC_ICONS[name] ?? BookOpen;

/** Soft colour accents per topic colour (full class names, so Tailwind sees them). */
export const TOPIC_COLOR_STYLES: Record<
  TopicColor,
  { icon: string; bar: string; soft: string; dot: string; text: string }
> = {
  yellow: {
    icon: 'bg-amber-100 text-amber-700',
    bar: 'bg-amber-400',
    soft: 'bg-amber-50',
    dot: 'bg-amber-400',
    text: 'text-amber-800',
  },
  green: {
    icon: 'bg-emerald-100 text-emerald-700',
    bar: 'bg-emerald-500',
    soft: 'bg-emerald-50',
    dot: 'bg-emerald-500',
    text: 'text-emerald-800',
  },
  blue: {
    icon: 'bg-sky-100 text-sky-700',
    bar: 'bg-sky-500',
    soft: 'bg-sky-50',
    dot: 'bg-sky-500',
    text: 'text-sky-800',
  },
  purple: {
    icon: 'bg-violet-100 text-violet-700',
    bar: 'bg-violet-500',
    soft: 'bg-violet-50',
    dot: 'bg-violet-500',
    text: 'text-violet-800',
  },
  orange: {
    icon: 'bg-orange-100 text-orange-700',
    bar: 'bg-orange-500',
    soft: 'bg-orange-50',
    dot: 'bg-orange-500',
    text: 'text-orange-800',
  },
};
