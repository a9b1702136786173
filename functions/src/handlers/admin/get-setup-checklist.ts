import { endpoint } from "../../lib/http";
import { senderStatus } from "../../lib/mail-identity";
import { getCatalogue } from "../../data/catalogue-cache";
import { listCategories, listStyles } from "../../data/categories";
import { getContentBlock } from "../../data/content";
import { getSettings } from "../../data/settings";
import { hasStock, setupChecklist } from "../../domain/stats/setup-checklist";

/** The dashboard's setup checklist: what a new store still lacks before it can sell. */
export const handler = endpoint("GET /api/admin/puesta-en-marcha", async () => {
  const [settings, categories, styles, catalogue, hero, sender] = await Promise.all([
    getSettings(),
    listCategories(),
    listStyles(),
    getCatalogue(),
    getContentBlock("hero"),
    senderStatus(),
  ]);
  const slides = (hero as { diapositivas?: unknown[] } | null)?.diapositivas?.length ?? 0;
  const body = setupChecklist({
    paymentSettings: settings !== null,
    categories: categories.length,
    styles: styles.length,
    productsWithStock: catalogue.products.filter(hasStock).length,
    heroSlides: slides,
    sender,
  });
  return { body };
});
