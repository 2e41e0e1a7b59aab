export {
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
