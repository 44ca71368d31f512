import { createContext, useContext } from 'react';
import type { Navigation } from './navigation';

/** The signed-in role's navigation, computed once per router (the router is built per role). */
export const NavigationContext = createContext<Navigation | null>(null);

export function useAppNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useAppNavigation is used outside the signed-in router');
  return navigation;
}
