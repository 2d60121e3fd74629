/** Public routes that a later version fills (OAuth2 app login): they exist and say so. */
import LaterPage from '../placeholder/later-page';

export const PUBLIC_LATER_TITLES: Record<string, string> = {
  oauth2: '第三方应用登录',
};

export default function PublicLaterPage({ page }: { page: string }) {
  return <LaterPage title={PUBLIC_LATER_TITLES[page]} />;
}
