/**
 * The part of the glossary about the company's own works and the services done in them:
 * subsea, the hydro-test bay, the workshop and the yard, well-control equipment and its
 * recertification, and the steps of completion. Same data shape and same test as
 * terms.ts, which lists these after its survey and engineering terms.
 */
import { r, type GlossaryTerm } from './types';

export const worksTerms: readonly GlossaryTerm[] = [
  {
    en: 'subsea',
    match: /subsea/i,
    ru: r('подводный', /подводн|под водой|морско\p{L}* дн/iu),
    az: r('sualtı', /sualtı|dəniz dibi/iu),
    // «البحرية» is offshore or marine; what lies under the sea is «تحت سطح البحر».
    ar: r('تحت سطح البحر', /تحت سطح (البحر|الماء)|تحت الماء|قاع البحر/u, /الآبار البحرية/u, /التوصيلات البحرية/u)
  },
  { en: 'subsea metrology', ru: r('подводная метрология'), az: r('sualtı metrologiya'), ar: r('القياسات الدقيقة تحت سطح البحر') },
  { en: 'wellhead', ru: r('устьевое оборудование'), az: r('quyuağzı avadanlıq'), ar: r('رأس البئر') },
  { en: '(subsea) tree', ru: r('фонтанная арматура'), az: r('fontan armaturu'), ar: r('شجرة الإنتاج') },
  { en: 'manifold', ru: r('манифольд'), az: r('manifold'), ar: r('مشعب') },
  { en: 'running tool', ru: r('спусковой инструмент'), az: r('endirmə aləti'), ar: r('أداة إنزال') },
  {
    en: 'hydro-test bay',
    match: /hydro-test bay/i,
    // A bay of the workshop, not a test bench («стенд»).
    ru: r('участок гидроиспытаний', /участ\p{L}* гидроиспытаний/iu, /стенд/iu),
    az: r('hidrosınaq sahəsi', /hidrosınaq sahə/iu, /hidrosınaq stend/iu),
    // «منصة» is a platform (or a stand, the «стенд» Russian bans); a bay is a room of the workshop.
    ar: r('حجرة الاختبار الهيدروستاتيكي', /حجر\p{L}* (ال)?اختبار (ال)?هيدروستاتيكي/u, /منص\p{L}* (ال)?اختبار/u)
  },
  {
    // The company's own {workshopArea} m² building: one name, and not a small «мастерская».
    en: 'fabrication workshop',
    match: /workshop/i,
    ru: r('производственный цех', /цех/iu, /мастерск/iu),
    az: r('istehsal sexi', /(?<!\p{L})sex/iu, /emalatxana/iu),
    ar: r('ورشة تصنيع', /ورش/u, /(?<!\p{L})(ال)?معمل/u)
  },
  {
    // Where fabricators build structures and spools; shipyards («верфи», «أحواض بناء السفن») are the marine sector's.
    en: 'fabrication yard',
    match: /\byards?\b/i,
    except: ['ServicePages.gpr.assets.bunds', 'Home.sectors.items.marine.text'],
    ru: r(
      'площадка изготовления (о заказчиках: заводы металлоконструкций)',
      /площад\p{L}* изготовления|завод\p{L}* металлоконструкций/iu,
      /верф/iu,
      /производственн\p{L}* площадк/iu
    ),
    az: r('metal konstruksiya zavodu', /metal konstruksiya zavod/iu, /[iİ]stehsal meydança/iu, /gəmiqayırma/iu),
    ar: r('ساحة تصنيع', /ساح\p{L}* (ال)?تصنيع/u, /(ال)?أحواض (ال)?بناء/u)
  },
  {
    en: 'blowout preventer (BOP)',
    match: /\bBOPs?\b|blowout preventer/i,
    ru: r('противовыбросовое оборудование, превентор (ПВО)', /противовыбросов|превентор|ПВО/iu, /противовзрыв/iu),
    // A blowout is an uncontrolled well flow («atqı»), not an explosion («partlayış»): «preventor» alone is the driller's word.
    az: r('preventor (BOP); in full: atqıya qarşı preventor', /preventor/iu, /partlayış/iu, /quyu ?ağzı preventor/iu),
    ar: r('مانع الانفجار (موانع الانفجار)', /مانع|موانع/u, /مانعات/u)
  },
  {
    en: 'ram / annular preventer',
    ru: r('плашечный / универсальный превентор'),
    az: r('plaşkalı / universal preventor'),
    // «ذات الكبّاسات والحلقية» parses as "with rams and annular [rams]": each preventer is named, with its English name.
    ar: r('مانع ذو كبّاسات (ram) / مانع حلقي (annular)')
  },
  {
    en: 'pressure-control equipment',
    match: /pressure[- ]control/i,
    ru: r('оборудование контроля давления', /оборудовани\p{L}* контроля давления/iu),
    az: r('təzyiq nəzarəti avadanlığı', /təzyiq nəzarəti/iu),
    ar: r('معدات التحكم في الضغط', /التحكم في الضغط/u)
  },
  {
    en: 'choke and kill manifold',
    ru: r('манифольд дросселирования и глушения'),
    az: r('drossel və susdurma manifoldu'),
    ar: r('مشعب الخنق والإخماد')
  },
  {
    en: 'recertification',
    match: /recertif/i,
    ru: r('переаттестация', /переаттест/iu, /повторн\p{L}* сертифи/iu),
    az: r('yenidən sertifikatlaşdırma', /yenidən sertifikatlaşdır/iu, /təkrar sertifikat/iu),
    ar: r('إعادة الاعتماد', /(إعادة|أعيد|نعيد|يعيد|معاد)\s*(ال)?اعتماد/u)
  },
  {
    en: 'commissioning',
    match: /(?<!pre-)commissioning/i,
    ru: r('пусконаладочные работы', /пусконалад|ввод\p{L}* в эксплуатацию/iu),
    az: r('istismara vermə', /[iİ]stismara ver/u),
    ar: r('التشغيل التجريبي', /تشغيل/u)
  },
  {
    en: 'pre-commissioning',
    match: /pre-commissioning/i,
    ru: r('предпусковые работы', /предпусков/iu),
    az: r('işəsalmaqabağı işlər', /[iİ]şəsalmaqabağı/u),
    ar: r('أعمال ما قبل التشغيل', /ما قبل التشغيل/u)
  },
  {
    en: 'mechanical completion',
    match: /mechanical completion/i,
    ru: r('механическая готовность', /механическ\p{L}* готовност/iu, /механическ\p{L}* заверш/iu),
    az: r('mexaniki hazırlıq', /mexaniki hazırl/iu, /mexaniki tamamlan/iu),
    ar: r('الاكتمال الميكانيكي', /الاكتمال الميكانيكي/u)
  },
  {
    en: 'punch list',
    match: /punch/i,
    ru: r('перечень недоделок', /недодел/iu),
    az: r('çatışmazlıqlar siyahısı', /çatışmazlıq/iu),
    ar: r('قائمة الملاحظات المتبقية', /الملاحظات المتبقية/u)
  },
  {
    en: 'loop check',
    match: /loop check/i,
    ru: r('проверка контура', /контур/iu),
    az: r('kontur yoxlaması', /kontur/iu),
    ar: r('فحص الحلقة', /الحلق/u)
  },
  {
    en: 'pressure-test chart',
    match: /\bcharts?\b/i,
    // «Chartered Engineer» is a title, not a chart.
    except: ['Management.members.technicalDirector.bio1'],
    ru: r('диаграмма испытания давлением', /диаграмм|самопис/iu),
    az: r('təzyiq sınağı diaqramı', /diaqram|özüyazan/iu),
    // On this site «مخطط» is a plan («مخطط الموقع»), and planned maintenance is «الصيانة المخططة».
    ar: r(
      'الرسم البياني لاختبار الضغط',
      /(ال)?رسو?م\p{L}* (ال)?بياني/u,
      /مخطط\p{L}* (ال)?اختبار|(تسجيل|مسجّ?لات) (ال)?مخطط|اختبار على مخطط/u
    )
  },
  { en: 'handover dossier', ru: r('пакет сдаточной документации'), az: r('təhvil sənədləri paketi'), ar: r('ملف التسليم') }
];
