import type { LucideIcon } from 'lucide-react';
import { BookOpen } from 'lucide-react';
import * as icons from './topic-icons';

/** The icons the topic data names (topic.icon); topic-icons.ts re-exports them one by one so only these ship. */
const TOPIC_ICONS: Record<string, LucideIcon> = icons;

export const topicIcon = (name: string): LucideIcon => TOPIC_ICONS[name] ?? BookOpen;
