import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import type { NavItem } from './nav-items';

const ICONS = { home: HomeOutlined, jobs: WorkOutlined, blog: ArticleOutlined, resumes: PersonSearchOutlined } as const;

export function NavIcon({ icon }: { icon: NavItem['icon'] }) {
  const Icon = ICONS[icon];
  return <Icon />;
}
