import HomeOutlined from '@mui/icons-material/HomeOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import type { NavItem } from './nav-items';

export function NavIcon({ icon }: { icon: NavItem['icon'] }) {
  return icon === 'home' ? <HomeOutlined /> : <WorkOutlined />;
}
