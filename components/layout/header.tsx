import { Suspense } from "react";
import { serverImageProps } from "@/components/ui/server-image";
import { getStoreInfo } from "@/lib/server/settings/store-info";
import { AccountMenu } from "./account-menu";
import { CartButton } from "./cart-button";
import { CategoriesMenu } from "./categories-menu";
import { loadMenuCategories } from "./header-data";
import { HeaderShell } from "./header-shell";
import { Logo } from "./logo";
import { MobileMenu, MobileMenuPlaceholder } from "./mobile-menu";
import { MobileSearch } from "./mobile-search";
import { SearchBox } from "./search-box";

/** Height of the fixed header, for the padding that keeps page content below it. */
export const HEADER_OFFSET = "pt-16 md:pt-[6.5rem]";

function logoImage(logo: string | null) {
  return logo
    ? serverImageProps({
        src: logo,
        alt: "",
        width: 40,
        height: 40,
        priority: true,
        className: "h-10 w-10 rounded-full object-cover",
      })
    : null;
}

export async function Header() {
  const store = await getStoreInfo();
  return (
    <HeaderShell>
      {store.slogan && (
        <p className="hidden h-9 items-center justify-center bg-brand-900 text-xs font-medium tracking-wide text-brand-50 md:flex">
          {store.slogan}
        </p>
      )}
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 md:gap-5">
        <div className="md:hidden">
          <Suspense fallback={<MobileMenuPlaceholder />}>
            <MobileMenuWithData companyName={store.companyName} />
          </Suspense>
        </div>
        <Logo name={store.companyName} image={logoImage(store.logo)} tagline={store.tagline} />
        <nav aria-label="Categories" className="hidden md:block">
          <Suspense fallback={<CategoriesMenu state={{ status: "loading" }} />}>
            <CategoriesMenuWithData />
          </Suspense>
        </nav>
        <SearchBox className="hidden max-w-xl flex-1 md:block" />
        <div className="ml-auto flex items-center gap-1 md:ml-0 md:gap-2">
          <div className="md:hidden">
            <MobileSearch />
          </div>
          <CartButton />
          <div className="hidden md:block">
            <AccountMenu />
          </div>
        </div>
      </div>
    </HeaderShell>
  );
}

async function CategoriesMenuWithData() {
  return <CategoriesMenu state={await loadMenuCategories()} />;
}

async function MobileMenuWithData({ companyName }: { companyName: string }) {
  return <MobileMenu categories={await loadMenuCategories()} companyName={companyName} />;
}
