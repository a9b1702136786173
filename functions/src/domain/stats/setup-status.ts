import { senderStatus } from "../../lib/mail-identity";
import { getCatalogue } from "../../data/catalogue-cache";
import { listCategories, listStyles } from "../../data/categories";
import { getContentBlock } from "../../data/content";
import { getSettings } from "../../data/settings";
import { hasStock, setupChecklist } from "./setup-checklist";

/** The dashboard's setup checklist from the store as it is now (setup-checklist.ts holds the rules). */
export async function loadSetupChecklist(): Promise<ReturnType<typeof setupChecklist>> {
  const [settings, categories, styles, catalogue, hero, sender] = await Promise.all([
    getSettings(),
    listCategories(),
    listStyles(),
    getCatalogue(),
    getContentBlock("hero"),
    senderStatus(),
  ]);
  const slides = (hero as { diapositivas?: unknown[] } | null)?.diapositivas?.length ?? 0;
  return setupChecklist({
    paymentSettings: settings !== null,
    storeName: settings?.nombre_tienda ?? null,
    categories: categories.length,
    styles: styles.length,
    productsWithStock: catalogue.products.filter(hasStock).length,
    heroSlides: slides,
    notificationEmail: settings?.email_notificaciones?.trim() || null,
    sender,
  });
}
