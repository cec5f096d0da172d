/**
 * The part of the glossary about usage rather than technical vocabulary: words that drifted
 * from page to page (client, pharmaceutical, process industry), names that must stay one
 * name (ePCS, Inverness, the Highlands, ГНСС/ТНПА) and the form of address. Same data
 * shape and same test as terms.ts, which lists these after its own terms.
 */
import { r, type GlossaryTerm } from './types';

export const usageTerms: readonly GlossaryTerm[] = [
  {
    en: 'tie-in',
    match: /tie-in/i,
    // High-pressure lines "and connections": Azerbaijani «birləşmələri» is right there.
    except: ['ServicePages.recertification.assets.lines'],
    ru: r('врезка', /врез(к|ок)/iu),
    // «birləşmə» is a joint or a merger; «birləşdirmə» (registration of scans) is another word.
    az: r('qoşulma (nöqtəsi)', /qoşulma/iu, /birləşmə/iu),
    ar: r('نقطة ربط', /ربط/u)
  },
  {
    en: 'hub (subsea)',
    match: /\bhubs?\b|hub-to-hub/i,
    ru: r('хаб', /хаб/iu),
    az: r('qovşaq', /qovşaq/iu),
    // Kept apart from «نقطة ربط» (tie-in), which the same page uses.
    ar: r('رأس التوصيل (hub)', /(رأس|رؤوس) التوصيل/u)
  },
  {
    en: 'spool / jumper (subsea)',
    match: /\bspools?\b|\bjumpers?\b/i,
    // «перемычка» is a bridge or a wire link, not a subsea jumper.
    ru: r('катушка / джампер', /катуш|джампер/iu, /перемычк/iu),
    az: r('spul / cumper', /spul|cumper/iu, /boru hissələri/iu),
    ar: r('وصلة أنبوبية (spool) / وصلة جسرية (jumper)', /وصل/u)
  },
  {
    en: 'pharmaceutical (industry)',
    match: /pharmaceutical/i,
    ru: r('фармацевтическая отрасль', /фармацевт/iu),
    az: r('əczaçılıq', /əczaçılıq/iu),
    // «الأدوية» is the medicines themselves, not the industry that makes them.
    ar: r('الصناعات الدوائية', /دوائي/u, /(?<!\p{L})(ال)?أدوية/u)
  },
  {
    en: 'instrumentation (discipline)',
    match: /instrumentation/i,
    ru: r('КИПиА', /КИПиА/u),
    // «Nəzarət-ölçü cihazları», as КИП is rendered, so it is not read as «ölçü nəzarəti» (dimensional control) on the same page.
    az: r('nəzarət-ölçü cihazları', /nəzarət-ölçü cihaz/iu, /ölçü-nəzarət cihaz/iu),
    // «الأجهزة الدقيقة» is precision instruments in general.
    ar: r('أجهزة القياس والتحكم', /أجهزة القياس والتحكم/u, /الأجهزة الدقيقة/u)
  },
  {
    en: 'process industry',
    match: /process industr/i,
    ru: r('перерабатывающая промышленность', /перерабатывающ/iu),
    az: r('emal sənayesi', /emal sənaye/iu),
    // «الصناعات التحويلية» is manufacturing.
    ar: r('صناعات المعالجة', /المعالجة/u, /(ال)?صناع\p{L}* (ال)?تحويلي/u)
  },
  {
    en: 'client (of the company)',
    // One word on every page: the navigation, the clients page and the body text.
    ru: r('заказчик', undefined, /клиент/iu),
    az: r('sifarişçi', undefined, /müştəri/iu),
    ar: r('عميل')
  },
  {
    en: 'scans (counted)',
    ru: r('сканы (11 000 сканов)', undefined, /сканирований/iu),
    az: r('skanlar'),
    // «عمليات مسح» counts scans; scans as data (compared, delivered, merged) are «بيانات المسح».
    ar: r('عمليات مسح (11,000 عملية مسح); uncounted, as data: بيانات المسح')
  },
  {
    en: 'model review (design stage)',
    // «ревизия» is an audit or a stock-take.
    ru: r('рассмотрение модели', undefined, /ревизи/iu),
    // «Model baxışı» works in compounds (model baxışı protokolları), as the engineering page uses it.
    az: r('model baxışı'),
    ar: r('مراجعة النموذج')
  },
  {
    // A brownfield modification; a retrofit is «модернизация» / «modernləşdirmə» / «تحديث».
    en: 'modification (of a plant)',
    match: /modif/i,
    // «Реконструкция» is a permit-level project under the Town Planning Code: a brownfield project only.
    // The routine changes an operating plant goes through are «изменения» (or «модернизация»).
    ru: r(
      'реконструкция (brownfield project); изменения, модернизация (routine changes to an operating plant)',
      /реконструк|реконструир|изменени|модерниз/iu,
      /модификац/iu
    ),
    az: r('yenidənqurma', /yenidən ?qur/iu, /rekonstruksiya/iu),
    ar: r('تعديل (التعديلات)', /تعديل|تعدل/u, /تحوير/u)
  },
  {
    // The words of each country's law (docs/privacy.md): Azerbaijan's and Kazakhstan's laws on personal data, Qatar's Law No. 13 of 2016.
    en: 'personal data',
    match: /personal data/i,
    ru: r('персональные данные', /персональн\p{L}* данн/iu, /личн\p{L}* данн/iu),
    az: r('fərdi məlumatlar', /fərdi məlumat/iu, /şəxsi məlumat/iu),
    ar: r('البيانات الشخصية', /(ال)?بيانات\p{L}* (ال)?شخصي/u, /(ال)?معلومات (ال)?شخصي/u)
  },
  {
    // The notice names no law in this sentence: each language uses its readers' legal term (docs/privacy.md).
    // Neither 152-FZ nor Kazakhstan's or the UK's law has an "owner" («собственник») of personal data.
    en: 'controller (of personal data)',
    match: /“controller”/,
    ru: r('оператор персональных данных («контролёр»)', /оператор/u, /собственник/iu),
    az: r('mülkiyyətçi və operator («nəzarətçi»)', /operator/u),
    ar: r('المراقب (الجهة المتحكمة)', /المراقب/u)
  },
  {
    en: 'ePCS (always named)',
    match: /\bePCS\b|project control system/i,
    ru: r('ePCS — электронная система управления проектами', /ePCS/u),
    az: r('ePCS — elektron layihə idarəetmə sistemi', /ePCS/u),
    ar: r('النظام الإلكتروني لمراقبة المشاريع (ePCS)', /ePCS/u, /لإدارة المشاريع/u)
  },
  {
    en: 'GNSS',
    match: /\bGNSS\b/,
    // Russian has its own acronym, used by every surveyor; Azerbaijani and Arabic keep the Latin one.
    ru: r('ГНСС', /ГНСС/u, /\bGNSS\b/u),
    az: r('GNSS', /\bGNSS\b/u),
    ar: r('GNSS', /\bGNSS\b/u)
  },
  {
    en: 'ROV (remotely operated vehicle)',
    match: /\bROVs?\b/,
    ru: r('ТНПА', /ТНПА/u, /\bROV/u),
    az: r('ROV', /\bROV/u),
    ar: r('مركبة ROV', /\bROV/u)
  },
  {
    en: 'Inverness',
    match: /Inverness/,
    ru: r('Инвернесс', /Инвернесс/u),
    az: r('İnvernes', /İnvernes/u, /İnverness/u),
    ar: r('إنفرنس', /إنفرنس/u, /إينفرنس/u)
  },
  {
    en: 'the (Scottish) Highlands',
    match: /Highlands/,
    // «Шотландское высокогорье» is as common: the page keeps one of them, with no ban on the other.
    ru: r('Шотландское нагорье', /Шотландск\p{L}* (нагорь|высокогорь)/u),
    az: r('Şotlandiya dağlıq ərazisi', /dağlıq ərazi/iu, /dağlıq bölgə/iu),
    ar: r('المرتفعات الاسكتلندية')
  },
  {
    en: 'you (form of address)',
    ru: r('вы (с маленькой буквы)'),
    // One imperative on every button and instruction: the polite one (Göndərin, Bağlayın).
    az: r(
      'polite imperative: Göndərin, Bağlayın, Seçin',
      undefined,
      /(?<!\p{L})(Bağla|Göndər|Qayıt|Aç|Seç|Yüklə|Axtar|Keç|Göstər|Gizlət|Yaxınlaşdır|Uzaqlaşdır|Çevir)(?!\p{L})/iu
    ),
    // The singular, as in the forms and calls to action: «أرسل»، «لديك».
    ar: r(
      'singular: أرسل، لديك',
      undefined,
      /\p{L}*[^\sحا]كم(?!\p{L})/u,
      /(?<!\p{L})(أنتم|راسلوا|تواصلوا|اتصلوا|أرسلوا|اختاروا|اطلبوا|عودوا|ارجعوا|انتقلوا|جربوا|ابحثوا)(?!\p{L})/u
    )
  }
];
