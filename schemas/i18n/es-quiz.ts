// The quiz player's screens in Spanish (the catalogue's "quiz" area, schemas/quiz-messages.ts in English), written
// for a Spanish reader rather than word for word. Part of the Spanish catalogue (es.ts), loaded only where Spanish is shown.
import type { Catalogue } from "./catalogue.ts"

const number = (n: number, digits = 0) => n.toLocaleString("es", { minimumFractionDigits: digits, maximumFractionDigits: digits })
const questions = (n: number) => (n === 1 ? "1 pregunta" : `${number(n)} preguntas`)

export const esQuiz: Catalogue["quiz"] = {
  // the server's messages these screens show
  chooserKindsLegend: "Mostrar solo cuestionarios de",
  chooserShown: (shown: number, all: number) =>
    shown === all
      ? all === 1
        ? "1 cuestionario."
        : `${number(all)} cuestionarios.`
      : shown === 0
        ? "Ninguno de estos cuestionarios tiene solo los tipos marcados. Marca más tipos o genera uno arriba."
        : `${number(shown)} de ${number(all)} cuestionarios tienen solo los tipos marcados.`,
  fetchAddressInvalid: "Escribe una dirección web que empiece por http:// o https://.",
  fieldTooLong: (field: string, max: number) => `El campo «${field}» admite como máximo ${number(max)} caracteres.`,
  kindsRequired: "Elige al menos un tipo de pregunta.",
  levelRequired: "Tienes que elegir un nivel",
  numberRange: "Tienes que escribir un número del 1 al 25",
  sourcePdfTooLarge: (bytes: number) => `Ese PDF es demasiado grande (el límite es de ${number(Math.round(bytes / (1024 * 1024)))} MB).`,
  sourceTextTooLong: (max: number) => `El texto es demasiado largo (como máximo ${number(max)} caracteres).`,
  sourceTooLittleText: "Ahí hay muy poco texto para hacer un cuestionario.",
  topicRequired: "Tienes que escribir un tema",
  kindNames: {
    multiple_choice: "opción múltiple",
    true_false: "verdadero o falso",
    type_answer: "escribir la respuesta",
    order: "ordenar",
    slider: "control deslizante",
    poll: "encuesta",
  },
  levelLabels: { elementary: "Primaria", high_school: "Secundaria", honors: "Avanzado", university: "Universidad" },
  // the generator
  generateAQuiz: "Genera un cuestionario",
  topic: "Tema",
  topicPlaceholder: "p. ej., Gallinas en el patio",
  level: "Nivel",
  chooseALevel: "Elige un nivel",
  questions: "Preguntas",
  questionRange: (min: number, max: number) => `De ${number(min)} a ${number(max)}`,
  quality: "Calidad",
  qualityBasic: "Básica",
  qualityHigh: "Alta calidad",
  highQualityLeft: (left: number) =>
    `Los cuestionarios de alta calidad usan un modelo más potente. Hoy te ${left === 1 ? "queda 1" : `quedan ${number(left)}`}.`,
  generating: "Generando…",
  generateQuiz: "Generar cuestionario",
  writingQuiz: "Escribiendo tu cuestionario… puede tardar un poco.",
  // the kinds of question
  kindsOfQuestion: "Tipos de pregunta",
  kindHints: {
    multiple_choice: "una opción correcta",
    true_false: "verdadero o falso",
    type_answer: "se perdonan pequeñas erratas",
    order: "poner elementos en orden",
    slider: "puntos según lo cerca que estés",
    poll: "sin respuesta correcta ni puntos",
  },
  // the chooser
  quizzesNotTaken: "Cuestionarios que no has hecho",
  earlierQuizzes: "Cuestionarios anteriores",
  hideQuizzes: "Ocultar cuestionarios",
  chooseAQuiz: "Elegir un cuestionario",
  loadingQuizzes: "Cargando cuestionarios…",
  noQuizzesYet: "Todavía no hay cuestionarios. Genera el primero arriba.",
  questionCount: questions,
  takeThisQuiz: "Hacer este cuestionario",
  takeThisQuizNamed: (topic: string, level: string) => `Hacer este cuestionario: ${topic}, ${level}`,
  notRatedYet: "Todavía sin valoraciones",
  ratedOutOfFive: (average: number, count: number) =>
    `Valoración de ${number(average, 2)} sobre 5 (${count === 1 ? "1 valoración" : `${number(count)} valoraciones`})`,
  // quizzes made from a source
  sourceChoices: {
    topic: "Un tema",
    recipe: "Una receta",
    post: "Una entrada del diario",
    recipe_category: "Una categoría de recetas",
    post_tag: "Entradas con una etiqueta",
    text: "Un texto que pegues",
    url: "Una página web",
    pdf: "Un PDF",
  },
  chooseSource: {
    recipe: "Elige una receta.",
    post: "Elige una entrada del diario.",
    recipe_category: "Elige una categoría.",
    post_tag: "Elige una etiqueta.",
    url: "Escribe la dirección de la página.",
  },
  choosePdf: "Elige un archivo PDF.",
  addressField: "Dirección",
  makeItFrom: "Hacerlo a partir de",
  loading: "Cargando…",
  nothingHereYet: "Todavía no hay nada",
  chooseOne: "Elige uno",
  titleOptional: "Título (opcional)",
  text: "Texto",
  upToCharacters: (max: number) => `Hasta ${number(max)} caracteres.`,
  pageAddress: "Dirección de la página",
  addressPlaceholder: "https://",
  pdfFile: "Archivo PDF",
  upToMegabytes: (megabytes: number) => `Hasta ${number(megabytes)} MB.`,
  from: "Fuente:",
  makeAQuiz: "Crear un cuestionario",
  makeAQuizFrom: (name: string) => `Crear un cuestionario a partir de ${name}`,
  makeAQuizIntro:
    "Un cuestionario para el juego a partir de tus recetas o entradas, de una categoría, de un texto tuyo, de una página web o de un PDF. Cada pregunta guarda el fragmento del que salió, y los jugadores lo ven después de responder.",
  whatQuizIsMadeFrom: "De qué se hace el cuestionario",
  makingTheQuiz: "Creando el cuestionario…",
  makeTheQuiz: "Crear el cuestionario",
  writingTheQuiz: "Escribiendo el cuestionario… puede tardar un poco.",
  quizMade: (topic: string, level: string) => `Cuestionario creado: ${topic} (${level})`,
  questionsListed: (n: number) => `${questions(n)}, ya a disposición de los jugadores en el juego de preguntas.`,
  openInQuizGame: "Abrirlo en el juego de preguntas",
  // stale questions
  staleQuestions: "Preguntas desactualizadas",
  staleQuestionsIntro: "Preguntas sacadas de una receta o entrada que ha cambiado o se ha borrado desde entonces.",
  loadingStaleQuestions: "Cargando preguntas desactualizadas…",
  noStaleQuestions: "No hay preguntas desactualizadas.",
  staleFrom: (label: string, deleted: boolean) => `Fuente: ${label} — ${deleted ? "borrada" : "modificada"}`,
  regenerating: "Volviendo a generar…",
  regenerate: (count: number) => (count === 1 ? "Volver a generar esta pregunta" : `Volver a generar estas ${number(count)} preguntas`),
}
