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
