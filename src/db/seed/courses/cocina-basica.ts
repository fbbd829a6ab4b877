import type { CourseSeed } from "../types.js";

/** A demo course written entirely in Spanish (issue 23 §4): the catalog's "Español" filter finds it. */
export const cocinaBasica: CourseSeed = {
  id: "fd44d615-962d-4773-8c4b-8d76be5c7a80",
  slug: "cocina-basica",
  title: "Cocina básica y seguridad alimentaria",
  description:
    "Cocina con confianza y sin riesgos: higiene en la cocina, temperaturas seguras, manejo del cuchillo y organización del puesto de trabajo, tal como se hace en una cocina profesional.",
  category: "Culinary Arts",
  isFree: true,
  price: "0",
  duration: "4 weeks",
  rating: "4.70",
  reviewCount: 73,
  standards: "Código Alimentario de la FDA (guía de manipulación segura); fundamentos de ServSafe Food Handler",
  isFeatured: false,
  language: "es",
  modules: [
    {
      id: "bc0dc94b-6650-4a3b-bac5-50660f869d8c",
      title: "Higiene y seguridad alimentaria",
      description: "Evita las enfermedades transmitidas por alimentos con cuatro pasos y el control de la temperatura.",
      estimatedHours: "2.00",
      lessons: [
        {
          id: "4a96f138-0040-4d62-a606-c869f78ecff8",
          title: "Los cuatro pasos: limpiar, separar, cocinar y enfriar",
          description: "La base de toda cocina segura, en casa o en un restaurante.",
          duration: "12 min",
          content: `
# Los cuatro pasos: limpiar, separar, cocinar y enfriar

Cada año, millones de personas se enferman por comer alimentos contaminados. La buena noticia es que casi todos esos casos se pueden evitar con cuatro hábitos sencillos.

## 1. Limpiar

Lávate las manos con agua tibia y jabón durante **al menos 20 segundos** antes de cocinar, después de tocar carne cruda, de ir al baño o de tocarte la cara o el teléfono. Lava también las tablas, los cuchillos y las superficies con agua caliente y jabón, y desinfecta después.

## 2. Separar

La **contaminación cruzada** ocurre cuando las bacterias pasan de un alimento crudo a uno listo para comer. Usa una tabla para carnes crudas y otra para verduras y pan. En el refrigerador, guarda la carne cruda en la repisa de abajo, en un recipiente cerrado, para que sus jugos no goteen sobre otros alimentos.

## 3. Cocinar

El color no dice si la carne está lista: usa un **termómetro**. El pollo debe llegar a 165 °F (74 °C) en su parte más gruesa; la carne molida, a 160 °F (71 °C).

## 4. Enfriar

Refrigera las sobras en un plazo de **dos horas** (una hora si hace mucho calor). Divide las porciones grandes en recipientes poco profundos para que se enfríen rápido.
`,
        },
        {
          id: "5cbb8903-29e7-4b1b-b7c7-ff07cde3c86b",
          title: "La zona de peligro de temperatura",
          description: "Entre qué temperaturas crecen las bacterias y cómo mantener los alimentos fuera de ese rango.",
          duration: "10 min",
          content: `
# La zona de peligro de temperatura

Las bacterias se multiplican más rápido entre **40 °F y 140 °F (4 °C y 60 °C)**. A esa franja se le llama la **zona de peligro**. En ella, la cantidad de bacterias puede duplicarse en apenas 20 minutos.

## Mantén lo frío, frío

- Tu refrigerador debe estar a **40 °F (4 °C) o menos**, y el congelador a 0 °F (−18 °C).
- Compra los productos refrigerados al final y llévalos a casa enseguida.
- Descongela en el refrigerador, en agua fría que cambias cada 30 minutos o en el microondas si vas a cocinar de inmediato. Nunca sobre la mesa de la cocina.

## Mantén lo caliente, caliente

En un bufé o una fiesta, la comida caliente debe mantenerse a **140 °F (60 °C) o más**, con calentadores o bandejas térmicas. Cuando recalientes sobras, llévalas a 165 °F (74 °C).

## La regla de las dos horas

Ningún alimento perecedero debe pasar más de **dos horas** en la zona de peligro; si la temperatura del ambiente pasa de 90 °F (32 °C), el límite es una hora. Si no sabes cuánto tiempo lleva fuera, sigue la regla de oro de las cocinas profesionales: **ante la duda, tíralo**.

Un termómetro de cocina cuesta menos que una comida y es la herramienta de seguridad más importante que puedes tener.
`,
        },
      ],
    },
    {
      id: "1e840947-cea2-440c-b384-e6798b65f3b9",
      title: "Cuchillos y cortes básicos",
      description: "Sujeta y cuida el cuchillo del chef y aprende los cortes que usarás todos los días.",
      estimatedHours: "2.50",
      lessons: [
        {
          id: "420d3d28-15ed-4047-8543-b2717972589f",
          title: "El cuchillo del chef y cómo sujetarlo",
          description: "Un buen agarre hace que cortar sea más rápido y mucho más seguro.",
          duration: "12 min",
          content: `
# El cuchillo del chef y cómo sujetarlo

Con un solo **cuchillo del chef** de 8 pulgadas (unos 20 cm) puedes hacer casi todo el trabajo de una cocina. Parece contradictorio, pero **un cuchillo afilado es más seguro que uno sin filo**: corta sin resbalar y no tienes que hacer fuerza.

## El agarre de pinza

Sujeta el mango con los tres últimos dedos y pellizca la hoja, justo delante del mango, entre el pulgar y el lado del índice. Así controlas la punta y el cuchillo no gira en tu mano.

## La mano guía: la garra

La mano que sujeta el alimento forma una **garra**: las yemas de los dedos dobladas hacia dentro y los nudillos hacia delante. El lado de la hoja se apoya en los nudillos, de modo que la punta de tus dedos nunca queda debajo del filo.

## Una tabla que no se mueva

Coloca un paño húmedo o una toalla de papel mojada debajo de la tabla para que no resbale. Corta los alimentos redondos por la mitad primero y apóyalos sobre el lado plano.

## Reglas de seguridad

- Si un cuchillo se cae, **apártate**: nunca intentes atraparlo.
- No dejes cuchillos en el fregadero lleno de agua, donde nadie los ve.
- Al caminar con un cuchillo, llévalo con la punta hacia abajo, pegado al cuerpo, y avisa: "¡cuchillo!".
`,
        },
        {
          id: "9cf00435-e665-44cb-ac2e-dc7c0319a45d",
          title: "Cortes básicos: juliana, brunoise y picado",
          description: "Piezas del mismo tamaño que se cocinan al mismo tiempo.",
          duration: "14 min",
          content: `
# Cortes básicos: juliana, brunoise y picado

En una cocina profesional, los cortes tienen nombre y medida. No es por presumir: las piezas del **mismo tamaño se cocinan al mismo tiempo**, y el plato queda parejo.

## Los cortes que más usarás

- **Juliana**: tiras finas de unos 3 mm de ancho y 5 cm de largo. Ideal para salteados y ensaladas.
- **Brunoise**: cubitos de 3 mm que se obtienen cortando la juliana en sentido transversal. Se usa en salsas y rellenos.
- **Dado mediano**: cubos de 1,5 cm para sopas y guisos.
- **Picado**: trozos pequeños e irregulares, como el ajo o las hierbas, cuando la forma no importa.

## Cómo picar una cebolla sin llorar tanto

1. Corta la cebolla por la mitad de la raíz a la punta y pélala.
2. Apoya cada mitad sobre el lado plano y haz cortes verticales sin llegar a la raíz, que mantiene todo unido.
3. Haz uno o dos cortes horizontales.
4. Corta en sentido transversal y obtendrás cubitos parejos.

Un cuchillo afilado rompe menos células de la cebolla, así que también te hará llorar menos.

## Practica con calma

La velocidad llega sola con la práctica. Empieza despacio, con la garra bien formada, y fíjate en que las piezas sean iguales. Guarda los recortes de verduras para preparar un caldo: en una buena cocina no se desperdicia nada.
`,
        },
      ],
      quiz: {
        id: "697dd760-ebb0-4a00-ade6-d2d5f74f772e",
        title: "Cuestionario: seguridad en la cocina",
        description: "Repasa la higiene, las temperaturas seguras y el uso del cuchillo.",
        passThreshold: 70,
        timeLimit: 10,
        maxAttempts: 3,
        questions: [
          {
            id: "370dc88b-81a0-4974-abce-e084e5c9eba7",
            type: "multiple_choice",
            question: "¿Entre qué temperaturas está la zona de peligro?",
            options: ["0 °F y 32 °F", "40 °F y 140 °F", "140 °F y 212 °F", "32 °F y 40 °F"],
            correctAnswer: "40 °F y 140 °F",
            explanation: "Entre 40 °F y 140 °F (4 °C y 60 °C) las bacterias se multiplican más rápido.",
          },
          {
            id: "589ba3bd-72a9-44e2-8d9b-5de55570be66",
            type: "true_false",
            question: "Un cuchillo sin filo es más seguro que uno afilado.",
            correctAnswer: "False",
            explanation: "Un cuchillo sin filo resbala y obliga a hacer fuerza; uno afilado corta con control.",
          },
          {
            id: "892171a5-1b8a-4765-80de-b14c2a399057",
            type: "multiple_choice",
            question: "¿A qué temperatura interna debe llegar el pollo?",
            options: ["145 °F (63 °C)", "155 °F (68 °C)", "165 °F (74 °C)", "120 °F (49 °C)"],
            correctAnswer: "165 °F (74 °C)",
            explanation: "El pollo es seguro cuando su parte más gruesa llega a 165 °F (74 °C).",
          },
          {
            id: "dd65d20b-d51f-4fc6-a387-161e39ccb1c7",
            type: "true_false",
            question: "La carne cruda se guarda en la repisa de abajo del refrigerador.",
            correctAnswer: "True",
            explanation: "Así sus jugos no gotean sobre los alimentos listos para comer.",
          },
          {
            id: "d33a2d09-1b08-4e21-8483-f1493d4ff889",
            type: "multiple_choice",
            question: "Si se te cae un cuchillo, ¿qué debes hacer?",
            options: [
              "Intentar atraparlo",
              "Apartarte y dejar que caiga",
              "Ponerle el pie encima",
              "Sujetarlo con un paño",
            ],
            correctAnswer: "Apartarte y dejar que caiga",
            explanation: "Nunca intentes atrapar un cuchillo que cae: apártate y recógelo cuando esté en el suelo.",
          },
        ],
      },
    },
    {
      id: "7f089dd8-0cbe-4677-bd1a-aa1442acf460",
      title: "Organización y primeras recetas",
      description: "Trabaja con mise en place y prepara recetas sencillas de principio a fin.",
      estimatedHours: "3.00",
      lessons: [
        {
          id: "a1626424-eb1f-4319-bdc7-ec2da8b10507",
          title: "Mise en place: todo en su lugar",
          description: "El hábito que separa una cocina tranquila de una cocina caótica.",
          duration: "10 min",
          content: `
# Mise en place: todo en su lugar

**Mise en place** es una expresión francesa que significa "todo en su lugar". En las cocinas profesionales es una regla sagrada: antes de encender el fuego, todo está lavado, cortado, medido y a mano.

## Por qué funciona

Cuando cocinas sin preparar, terminas picando cebolla mientras el aceite se quema, o descubres a mitad de la receta que no tienes un ingrediente. Con la mise en place, la parte difícil se hace con calma y cocinar se vuelve casi un trámite.

## Paso a paso

1. **Lee la receta completa** dos veces, de principio a fin.
2. **Reúne** los ingredientes y los utensilios que vas a necesitar.
3. **Lava, pela y corta** todo lo que se pueda preparar antes.
4. **Mide** los ingredientes y colócalos en recipientes pequeños, en el orden en que los usarás.
5. **Prepara tu puesto**: tabla con paño húmedo debajo, un recipiente para desperdicios y un paño limpio.

## Limpia sobre la marcha

Los cocineros profesionales dicen "limpia mientras trabajas". Lava los utensilios mientras algo se cocina y mantén tu tabla despejada. Al terminar, tu cocina estará casi limpia.

En un trabajo de cocina, tu jefe notará tu mise en place antes que tu sazón: es la señal de que eres una persona organizada y confiable.
`,
        },
        {
          id: "83ceab2a-ee78-4f59-8715-6872bf158292",
          title: "Receta: arroz con verduras salteadas",
          description: "Una receta barata y completa para practicar cortes, tiempos y temperaturas.",
          duration: "15 min",
          content: `
# Receta: arroz con verduras salteadas

Esta receta junta todo lo que has aprendido: cortes parejos, mise en place y temperaturas seguras. Rinde cuatro porciones y cuesta poco.

## Ingredientes

- 1 taza de arroz blanco y 2 tazas de agua
- 1 cebolla, 2 zanahorias y 1 pimiento, en juliana
- 2 dientes de ajo picados
- 2 huevos
- 2 cucharadas de aceite y 2 de salsa de soya

## Preparación

1. **Enjuaga el arroz** hasta que el agua salga casi clara. Cocínalo con el agua y una pizca de sal, tapado y a fuego bajo, unos 18 minutos. Déjalo reposar 5 minutos.
2. **Saltea las verduras** en una sartén bien caliente con el aceite, empezando por la zanahoria, que tarda más. Añade la cebolla, el pimiento y al final el ajo, que se quema rápido.
3. **Haz un hueco** en el centro, rompe los huevos y revuélvelos hasta que estén bien cocidos, sin partes líquidas.
4. **Mezcla** el arroz con las verduras y la salsa de soya. Prueba y ajusta la sal.

## Seguridad con el arroz

El arroz cocido puede contener esporas que sobreviven a la cocción. Si sobra, **enfríalo rápido** en un recipiente poco profundo y refrigéralo antes de una hora. Recaliéntalo hasta que esté humeante, a 165 °F (74 °C), y no lo recalientes más de una vez.
`,
        },
      ],
      project: {
        id: "7a9f4f65-fe1b-4086-8ed4-44126dcb62c0",
        title: "Mi mise en place",
        description:
          "Prepara una receta sencilla y documenta tu mise en place y las medidas de seguridad alimentaria que aplicaste.",
        requirements: `
- Una foto de tu puesto de trabajo con todos los ingredientes cortados y medidos
- Una foto del plato terminado
- Una lista de los cortes que usaste y su tamaño aproximado
- Las temperaturas que comprobaste con el termómetro, si cocinaste carne, huevo o arroz
- Un párrafo sobre qué harías distinto la próxima vez
`,
        submissionFormat: "file",
        maxSubmissions: 3,
      },
    },
  ],
};
