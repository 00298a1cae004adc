import { type ShopperSettings, shopperSettingDefaults } from '../../shared/shopper-settings';
import { trpc } from '../trpc';

/**
 * The representative's settings that shoppers see (free shipping, contact details). Until they
 * arrive (or if they cannot be fetched) the site's defaults stand in, so the page never waits
 * for them.
 */
export function useShopperSettings(): ShopperSettings {
  const { data } = trpc.storeSettings.public.useQuery();
  return data ?? shopperSettingDefaults;
}
