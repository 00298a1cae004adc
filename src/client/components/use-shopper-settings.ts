import { type PublicStoreSettings, shopperSettingDefaults } from '../../shared/store-settings';
import { trpc } from '../trpc';

/**
 * The representative's settings that shoppers see (free shipping, contact details). Until they
 * arrive (or if they cannot be fetched) the site's defaults stand in, so the page never waits
 * for them.
 */
export function useShopperSettings(): Omit<PublicStoreSettings, 'storeUrl'> {
  const { data } = trpc.storeSettings.public.useQuery();
  return data ?? shopperSettingDefaults;
}
