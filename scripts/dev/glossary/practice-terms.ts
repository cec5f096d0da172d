/**
 * The part of the glossary about site practice and the people who do it: safety reporting,
 * how work offshore is named, what a plant looks like to the people who change it, the
 * trades a job advert names, and ePCS's modules. Same data shape and same test as
 * terms.ts, which lists these after the works' terms.
 */
import { r, type GlossaryTerm } from './types';

export const practiceTerms: readonly GlossaryTerm[] = [
  {
    en: 'near miss',
    match: /near miss/i,
    // A near miss harmed no one: «опасный случай» says it did.
    ru: r('потенциально опасное происшествие', /потенциально опасн/iu, /опасн\p{L}* случа/iu),
    az: r('az qala baş vermiş hadisə', /az qala baş vermiş/iu),
    ar: r('حادث وشيك', /وشيك/u)
  },
  {
    en: 'campaign (of survey or scanning work)',
    match: /campaign/i,
    // «Морская кампания» sounds naval; «кампания» is idiomatic only for drilling.
    ru: r('работы / проект', undefined, /кампани/iu),
    az: r('işlər / layihə'),
    ar: r('حملة')
  },
  {
    en: 'congested (unit, pipe rack)',
    match: /congested/i,
    // «Плотно застроенный» describes urban land; «плотная компоновка» is the design term.
    ru: r('с плотной компоновкой / загромождённый', /плотной компоновк|загромождён/iu, /плотно застроен|плотн\p{L}* (трубн|эстакад)/iu),
    az: r('sıx (yerləşmiş)', /(?<!\p{L})sıx/iu),
    ar: r('مزدحم', /مزدحم/u)
  },
  {
    en: 'reference target (hand-held scanner)',
    match: /reference targets?/i,
    // «Марка» is the survey target of terrestrial scanning; hand-held scanning says «маркер».
    ru: r('маркер (маркер позиционирования)', /маркер/iu),
    az: r('marka', /marka/iu),
    ar: r('هدف مرجعي', /(ال)?(هدف|أهداف) (ال)?مرجعي/u)
  },
  {
    en: 'designer (3D, piping)',
    match: /\bdesigners?\b/i,
    ru: r('проектировщик', /проектировщик/iu),
    // «Dizayner» suggests graphic or interior design: the engineering page's «layihəçi» is the same job.
    az: r('(3D) layihəçi', /layihəçi/iu, /dizayner/iu),
    ar: r('مصمم', /مصمم/u)
  },
  {
    en: 'clean utilities (pharmaceutical)',
    match: /clean utilities/i,
    ru: r('системы чистых сред', /чистых сред/iu),
    // «Təmiz mühit» is a cleanroom's environment; clean utilities are purified water, WFI and pure steam.
    az: r('təmiz su, buxar və qaz sistemləri', /təmiz su, buxar və qaz/iu, /təmiz mühit sistem/iu),
    ar: r('أنظمة المرافق النظيفة', /المرافق النظيفة/u)
  },
  {
    en: 'staff deployment (ePCS)',
    match: /staff deployment/i,
    ru: r('расстановка персонала', /расстановк/iu),
    // «Personalın yerləşdirilməsi» is housing people: offshore buyers read bed allocation, not rota assignment.
    az: r('personalın obyektlər üzrə bölgüsü', /obyektlər üzrə bölgü/iu, /(heyətin|personalın) yerləşdiril/iu),
    ar: r('توزيع الموظفين', /توزيع الموظفين/u)
  },
  {
    en: 'certification (ePCS module)',
    ru: r('сертификация'),
    az: r('sertifikatlaşdırma'),
    // The module tracks certificates; «إصدار الشهادات» says it issues them, a certifying body's role.
    ar: r('إدارة الشهادات / الشهادات', undefined, /إصدار (ال)?شهادات/u)
  },
  {
    en: 'alignment / level / flatness / roundness (of equipment)',
    match: /flatness/i,
    ru: r('соосность / отметки / плоскостность / круглость', /плоскостност/iu),
    // «Səviyyə» reads as a grade or an elevation.
    az: r('oxdaşlıq / üfüqilik / müstəvilik / dairəvilik', /müstəvili/iu, /səviyyəsinin/iu),
    ar: r('استقامة المحاور / المناسيب / الاستواء / الاستدارة', /الاستواء/u)
  },
  {
    en: 'operating (plant, facility)',
    ru: r('действующий'),
    // «Fəaliyyətdəki» is any active organisation; a plant engineer says «istismarda olan».
    az: r('istismarda olan', undefined, /fəaliyyətdəki/iu),
    ar: r('العامل / القائم')
  },
  {
    en: 'fabrication drawing',
    ru: r('чертёж для изготовления'),
    az: r('istehsal üçün çertyoj', undefined, /hazırlanma çertyoj/iu),
    ar: r('رسم التصنيع')
  },
  {
    en: 'valve (generic)',
    ru: r('арматура'),
    // A bare «armatur» at the head of a list reads as rebar, as on the GPR page.
    az: r('bağlayıcı armatur'),
    ar: r('صمام')
  },
  {
    en: 'propeller',
    match: /propeller/i,
    ru: r('гребной винт', /гребн/iu),
    // «Pər» is a blade or a feather.
    az: r('pərvanə (avar vinti)', /pərvanə/iu),
    ar: r('مروحة السفينة', /مراوح|مروحة/u)
  },
  {
    en: 'keep current (a twin, records)',
    ru: r('поддерживать в актуальном состоянии'),
    // «Aktual» is topical (актуальный), not up to date.
    az: r('güncəl saxlamaq', undefined, /aktual saxla/iu),
    ar: r('إبقاؤها محدّثة')
  },
  {
    en: 'fitting (piping)',
    match: /\bfittings?\b/i,
    ru: r('фитинг', /фитинг/iu),
    az: r('fitinq', /fitinq/iu),
    // «التجهيزات» is fixtures or equipment.
    ar: r('قطع التوصيل', /قطع التوصيل/u, /التجهيزات/u)
  },
  {
    en: 'offshore technician',
    match: /offshore technicians?/i,
    ru: r('техник для работы на шельфе / на море', /техник/iu),
    az: r('dəniz texniki', /texnik/iu),
    // In Gulf job adverts «فني بحري» is a ship's or marine crew's trade.
    ar: r('فني المواقع البحرية', /المواقع البحرية/u, /(ال)?فني\p{L}* (ال)?بحري/u)
  },
  {
    en: 'tripod',
    match: /tripod/i,
    ru: r('штатив', /штатив/iu),
    az: r('ştativ', /ştativ/iu),
    ar: r('حامل ثلاثي القوائم', /ثلاثي القوائم/u, /حامل ثلاثي(?! القوائم)/u)
  },
  {
    en: 'resolution (GPR, scanning)',
    ru: r('разрешение'),
    az: r('ayırdetmə qabiliyyəti'),
    // Kept apart from «الدقة» (accuracy).
    ar: r('درجة الوضوح')
  },
  {
    en: 'support service / user guide (ePCS)',
    match: /user guide/i,
    ru: r('служба поддержки / руководство пользователя', /руководств/iu),
    az: r('dəstək xidməti / istifadəçi təlimatı', /təlimat/iu),
    ar: r('الدعم الفني / دليل المستخدم', /دليل (ال)?مستخدم|دليل للمستخدم/u, /مكتب دعم|دليل استخدام/u)
  },
  {
    en: 'redlines (marked-up drawings)',
    ru: r('исполнительные пометки на чертежах'),
    az: r('sahədəki düzəlişlər'),
    ar: r('التعديلات المؤشَّرة بالأحمر (redlines)')
  },
  {
    // A name and its initials (the avatar) must not drift apart: tests/unit/messages/names.test.ts.
    en: 'Graham Fairlie (initials GF)',
    match: /Graham/,
    ru: r('Грэм Фэрли (ГФ)', /Грэм/u),
    az: r('Qrem Ferli (QF)', /Qrem/u),
    ar: r('جراهام فيرلي (ج ف)', /جراهام/u)
  }
];
