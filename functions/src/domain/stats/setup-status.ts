import { senderStatus } from "../../lib/mail-identity";
import { getCatalogue } from "../../data/catalogue-cache";
import { listCategories, listStyles } from "../../data/categories";
import { getContentBlock, getInfoPage } from "../../data/content";
import { getSettings } from "../../data/settings";
import { hasStock, setupChecklist } from "./setup-checklist";

/** The dashboard's setup checklist from the store as it is now (setup-checklist.ts holds the rules). */
export async function loadSetupChecklist(): Promise<ReturnType<typeof setupChecklist>> {
  const [settings, categories, styles, catalogue, hero, sender, terms] = await Promise.all([
    getSettings(),
    listCategories(),
    listStyles(),
    getCatalogue(),
    getContentBlock("hero"),
    senderStatus(),
    getInfoPage("terminos"),
  ]);
  const slides = (hero as { diapositivas?: unknown[] } | null)?.diapositivas?.length ?? 0;
  return setupChecklist({
    storeName: settings?.nombre_tienda ?? null,
    paymentSettings: settings !== null,
    deliveryMethods: (settings?.metodos_envio ?? []).filter((m) => m.activo).length,
    categories: categories.length,
    styles: styles.length,
    productsWithStock: catalogue.products.filter(hasStock).length,
    heroSlides: slides,
    termsPage: terms !== null,
    notificationEmail: settings?.email_notificaciones?.trim() || null,
    sender,
  });
}
