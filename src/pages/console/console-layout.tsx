// Placeholder until the console issue fills it in.
import { Outlet } from 'react-router-dom';

export function ConsoleLayout() {
  return <Outlet />;
}
