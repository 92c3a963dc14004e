import {
  mdiAccount,
  mdiAccountHardHat,
  mdiAccountSearch,
  mdiAccountTie,
  mdiBed,
  mdiBookCheckOutline,
  mdiCalendarStar,
  mdiCart,
  mdiCartCheck,
  mdiCctv,
  mdiDomain,
  mdiEmailNewsletter,
  mdiHandshake,
  mdiHomeCity,
  mdiHomeSearch,
  mdiKeyChain,
  mdiMedicalBag,
  mdiPackageVariant,
  mdiSchool,
  mdiShieldLock,
  mdiSilverwareForkKnife,
  mdiTextBoxCheckOutline,
  mdiToolboxOutline,
  mdiTruck,
  mdiVideoAccount,
  mdiWeb,
} from '@mdi/js';

/** The catalogue's icon names (Material Design Icons) to their paths; named imports keep the bundle small. */
const PATHS: Record<string, string> = {
  'mdi-account': mdiAccount,
  'mdi-account-hard-hat': mdiAccountHardHat,
  'mdi-account-search': mdiAccountSearch,
  'mdi-account-tie': mdiAccountTie,
  'mdi-bed': mdiBed,
  'mdi-book-check-outline': mdiBookCheckOutline,
  'mdi-calendar-star': mdiCalendarStar,
  'mdi-cart': mdiCart,
  'mdi-cart-check': mdiCartCheck,
  'mdi-cctv': mdiCctv,
  'mdi-domain': mdiDomain,
  'mdi-email-newsletter': mdiEmailNewsletter,
  'mdi-handshake': mdiHandshake,
  'mdi-home-city': mdiHomeCity,
  'mdi-home-search': mdiHomeSearch,
  'mdi-key-chain': mdiKeyChain,
  'mdi-medical-bag': mdiMedicalBag,
  'mdi-school': mdiSchool,
  'mdi-shield-lock': mdiShieldLock,
  'mdi-silverware-fork-knife': mdiSilverwareForkKnife,
  'mdi-text-box-check-outline': mdiTextBoxCheckOutline,
  'mdi-toolbox-outline': mdiToolboxOutline,
  'mdi-truck': mdiTruck,
  'mdi-video-account': mdiVideoAccount,
  'mdi-web': mdiWeb,
};

/** A product's icon from the catalogue (decorative: the product's name says what it is). */
export function ProductIcon({ name, size = 24 }: { name: string | null; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={(name && PATHS[name]) || mdiPackageVariant} />
    </svg>
  );
}
