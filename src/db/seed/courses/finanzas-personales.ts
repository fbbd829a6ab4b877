import type { CourseSeed } from "../types.js";

/** A demo course written entirely in Spanish (issue 23 §4): the catalog's "Español" filter finds it. */
export const finanzasPersonales: CourseSeed = {
  id: "4ee9e888-af3a-480e-b327-c0af788c05b2",
  slug: "finanzas-personales",
  title: "Finanzas personales para jóvenes",
  description:
    "Aprende a manejar tu dinero desde tu primer sueldo: arma un presupuesto realista, elige una cuenta bancaria sin comisiones sorpresa, ahorra para tus metas y empieza a construir un buen historial de crédito.",
  category: "Financial Literacy",
  isFree: true,
  price: "0",
  duration: "3 weeks",
  rating: "4.80",
  reviewCount: 96,
  standards:
    "Estándares Nacionales Jump$tart de Educación Financiera Personal; Bloques de Educación Financiera Juvenil de la CFPB",
  isFeatured: false,
  language: "es",
  modules: [
    {
      id: "85e60483-468f-42f2-acad-2fcb39a96e51",
      title: "Tu primer presupuesto",
      description: "Conoce tu ingreso real, separa necesidades de deseos y reparte tu dinero con la regla 50/30/20.",
      estimatedHours: "2.00",
      lessons: [
        {
          id: "3196b30b-0e85-41b4-b518-ab9f7b9b6d42",
          title: "Ingresos, necesidades y deseos",
          description: "Descubre cuánto dinero entra de verdad y en qué se va.",
          duration: "12 min",
          content: `
# Ingresos, necesidades y deseos

Un presupuesto es un plan que le dice a tu dinero a dónde ir, en lugar de preguntarte a fin de mes a dónde se fue. Empieza con dos preguntas: ¿cuánto dinero entra? y ¿qué tiene que cubrir?

## Tu ingreso real

Usa tu **sueldo neto**: lo que de verdad llega a tu cuenta después de impuestos y descuentos. Si ganas $17 por hora, tu cheque será bastante menor que $17 multiplicado por tus horas.

Si tus horas cambian cada semana, mira los últimos dos o tres meses y planifica con el mes **más bajo**. Lo que sobre en un buen mes será un extra para tus ahorros.

Cuenta todas tus fuentes de ingreso:

- El sueldo de tus trabajos
- Trabajos extra (entregas, cuidar niños, vender cosas)
- Apoyos que recibes con regularidad

## Necesidades y deseos

Las **necesidades** son lo que debes pagar para vivir y seguir trabajando: renta o tu parte de los gastos de la casa, comida básica, servicios, un plan de teléfono sencillo, transporte al trabajo y los pagos mínimos de tus deudas.

Los **deseos** hacen la vida más agradable, pero no son obligatorios: comer fuera, plataformas de streaming, ropa nueva que no necesitas o cambiar de teléfono.

## Inténtalo

Escribe todos los gastos que recuerdes del mes pasado y marca cada uno con **N** (necesidad) o **D** (deseo). Casi todo el mundo se sorprende de cuánto suman los pequeños deseos.
`,
        },
        {
          id: "337275ca-aad4-4e31-8dcf-e1b57b698f3e",
          title: "La regla 50/30/20",
          description: "Una regla sencilla y flexible para repartir tu sueldo.",
          duration: "14 min",
          content: `
# La regla 50/30/20

Cuando empiezas, no necesitas una hoja de cálculo complicada. La regla **50/30/20** reparte tu sueldo neto en tres partes:

- **50 % para necesidades**: renta, comida, transporte, servicios y pagos mínimos.
- **30 % para deseos**: salidas, pasatiempos, suscripciones y caprichos.
- **20 % para ahorro y deudas**: tu fondo de emergencia, tus metas y pagar más que el mínimo de tus deudas.

## Un ejemplo

Sofía gana $1,600 netos al mes. Según la regla, puede destinar $800 a necesidades, $480 a deseos y $320 a ahorro y deudas. Si su renta y su transporte ya suman $900, sabe que tiene que recortar deseos este mes para no quedarse sin ahorro.

## Adáptala a tu vida

La regla es un punto de partida, no una ley. Si vives con tu familia y no pagas renta, quizá puedas ahorrar el 30 % o más. Si vives en una ciudad cara, las necesidades pueden pasar del 60 %. Lo importante es que **el ahorro nunca quede en cero**, aunque empieces con $10 a la semana.

## Págate primero

El truco que más funciona es automatizar: programa una transferencia a tu cuenta de ahorro el mismo día que cobras. Lo que no ves en tu cuenta corriente no te lo gastas. Revisa tu presupuesto cada domingo durante un mes y ajusta las cifras con lo que de verdad gastaste.
`,
        },
      ],
    },
    {
      id: "87a4a70e-238d-4532-b813-3db08c4cef82",
      title: "Bancos y ahorro",
      description: "Elige una cuenta que te convenga, evita comisiones y construye tu fondo de emergencia.",
      estimatedHours: "2.00",
      lessons: [
        {
          id: "3d2af079-e4ec-43ac-8453-82ba9a08f892",
          title: "Cómo elegir una cuenta bancaria",
          description: "Cuentas corrientes, cuentas de ahorro y las comisiones que debes evitar.",
          duration: "12 min",
          content: `
# Cómo elegir una cuenta bancaria

Guardar el dinero en efectivo en casa parece sencillo, pero se puede perder o te lo pueden robar. Una cuenta bancaria lo protege y te permite cobrar tu sueldo por depósito directo.

## Dos tipos de cuenta

- La **cuenta corriente** es para el día a día: recibes tu sueldo, pagas con tarjeta de débito y haces transferencias.
- La **cuenta de ahorro** es para el dinero que no vas a tocar. Suele pagar algo de interés y te ayuda a no gastarlo por impulso.

## Qué comparar

Antes de abrir una cuenta, pregunta por:

- **Comisión mensual**: busca cuentas sin comisión o que la quiten con el depósito directo.
- **Saldo mínimo**: si tu saldo baja de cierta cantidad, algunos bancos te cobran.
- **Comisión por sobregiro**: puede costar $35 por cada compra que te deje en negativo. Pide que desactiven el sobregiro.
- **Cajeros automáticos**: usar cajeros de otro banco puede costar $3 o más cada vez.

## Tu dinero está protegido

En Estados Unidos, los depósitos en bancos asegurados por la **FDIC** (y en cooperativas de crédito aseguradas por la **NCUA**) están protegidos hasta $250,000 por persona. Las cooperativas de crédito suelen tener menos comisiones y son una buena opción para jóvenes.

Revisa tu saldo en la aplicación del banco al menos dos veces por semana: es la mejor forma de evitar sorpresas.
`,
        },
        {
          id: "695bc2be-df48-4acf-9c13-d318a2ee406d",
          title: "Tu fondo de emergencia",
          description: "Por qué ahorrar para imprevistos y cómo empezar con poco.",
          duration: "10 min",
          content: `
# Tu fondo de emergencia

Un **fondo de emergencia** es dinero guardado solo para imprevistos: una reparación del coche, una factura médica o unas semanas sin trabajo. Sin él, cualquier sorpresa se convierte en deuda con tarjeta de crédito o en un préstamo caro.

## ¿Cuánto necesitas?

La meta clásica es tener entre **tres y seis meses de gastos básicos**. Si eso te parece imposible ahora, no pasa nada: empieza con una meta pequeña de **$500**. Esa cantidad ya cubre muchas emergencias comunes y te da tranquilidad.

## Cómo llenarlo

- Guarda el fondo en una **cuenta de ahorro separada**, no en la cuenta que usas a diario.
- Automatiza una cantidad fija cada vez que cobras, aunque sean $15.
- Destina al fondo el dinero inesperado: devoluciones de impuestos, regalos o las horas extra.
- Celebra cada meta intermedia: $100, $250, $500.

## ¿Qué es una emergencia?

Antes de sacar dinero, pregúntate: ¿es inesperado?, ¿es necesario?, ¿es urgente? Unas zapatillas en oferta no cumplen las tres condiciones; una llanta ponchada para ir al trabajo, sí. Si usas el fondo, tu primera meta es volver a llenarlo.

Tener un colchón de ahorro no solo protege tu dinero: te da libertad para decir que no a un trabajo malo o a una oferta que no te conviene.
`,
        },
      ],
      quiz: {
        id: "ca75ea07-0ee1-4cef-8883-4f7dbe99b8fc",
        title: "Cuestionario: presupuesto y ahorro",
        description: "Comprueba lo que sabes sobre el presupuesto, las cuentas bancarias y el fondo de emergencia.",
        passThreshold: 70,
        timeLimit: 10,
        maxAttempts: 3,
        questions: [
          {
            id: "210a9558-1926-4cdf-8b85-90964b05b80f",
            type: "multiple_choice",
            question: "En la regla 50/30/20, ¿para qué es el 20 %?",
            options: ["Para la renta", "Para el ahorro y las deudas", "Para comer fuera", "Para los impuestos"],
            correctAnswer: "Para el ahorro y las deudas",
            explanation: "El 20 % se destina a ahorrar y a pagar más que el mínimo de tus deudas.",
          },
          {
            id: "ba93392c-7c47-4309-bf75-3918a9e03ed7",
            type: "true_false",
            question: "Para planificar tu presupuesto debes usar tu sueldo bruto, antes de impuestos.",
            correctAnswer: "False",
            explanation: "Usa tu sueldo neto: lo que de verdad llega a tu cuenta después de impuestos y descuentos.",
          },
          {
            id: "190e2b25-3ad8-4264-aa68-4a464e91f19c",
            type: "multiple_choice",
            question: "¿Cuál de estos gastos es un deseo y no una necesidad?",
            options: [
              "El transporte al trabajo",
              "Una suscripción de streaming",
              "La comida básica",
              "El pago mínimo de una deuda",
            ],
            correctAnswer: "Una suscripción de streaming",
            explanation: "El streaming hace la vida más agradable, pero no es necesario para vivir ni para trabajar.",
          },
          {
            id: "62ad5734-c89b-4210-8356-7aa90e862791",
            type: "true_false",
            question: "Pedir que desactiven el sobregiro puede ahorrarte comisiones de unos $35 por compra.",
            correctAnswer: "True",
            explanation: "Sin sobregiro, una compra sin saldo suficiente se rechaza en lugar de costarte una comisión.",
          },
          {
            id: "bc679754-6ed8-4c63-b584-749649c3e996",
            type: "multiple_choice",
            question: "¿Cuál es una buena primera meta para un fondo de emergencia?",
            options: ["$50", "$500", "$25,000", "No hace falta una meta"],
            correctAnswer: "$500",
            explanation: "$500 cubre muchas emergencias comunes; después puedes apuntar a varios meses de gastos.",
          },
        ],
      },
    },
    {
      id: "333073fa-d3ef-4ef7-9931-151dcdb7e78b",
      title: "Crédito y metas",
      description: "Entiende cómo funciona el crédito y convierte tus metas en un plan con fecha.",
      estimatedHours: "2.50",
      lessons: [
        {
          id: "cdcc2853-e77f-4088-ba7b-592194bf31bd",
          title: "Qué es el historial de crédito",
          description: "Cómo se calcula tu puntaje y cómo empezar desde cero.",
          duration: "14 min",
          content: `
# Qué es el historial de crédito

Tu **historial de crédito** es el registro de cómo has pagado tus deudas. Con él se calcula tu **puntaje de crédito**, un número que los bancos, los arrendadores y hasta algunas empresas revisan antes de decirte que sí.

## Qué cuenta más

- **Pagar a tiempo** es lo más importante. Un solo pago con más de 30 días de retraso puede bajar tu puntaje durante años.
- **Usar poco de tu límite**: intenta no usar más del 30 % del límite de tu tarjeta, y mejor aún menos del 10 %.
- **La antigüedad**: las cuentas que llevas años usando bien te ayudan.
- **Las solicitudes nuevas**: pedir muchas tarjetas en poco tiempo baja tu puntaje.

## Empezar desde cero

Si nunca has tenido crédito, puedes empezar con una **tarjeta asegurada**: depositas, por ejemplo, $200 y ese es tu límite. Úsala para un gasto pequeño cada mes, como el plan del teléfono, y paga **el saldo completo** antes de la fecha límite. En seis a doce meses tendrás un historial.

## Cuidado con las trampas

Las tiendas que ofrecen "compra ahora y paga después" y los préstamos de día de pago pueden salir muy caros. Lee siempre la **tasa de interés anual (APR)** antes de firmar. Puedes pedir tu reporte de crédito gratis en AnnualCreditReport.com y revisar que no tenga errores.
`,
        },
        {
          id: "1d5e96e3-9c8e-41e7-a171-9f8b21cea4c2",
          title: "Metas con fecha",
          description: "Convierte un sueño en un plan de ahorro semanal.",
          duration: "10 min",
          content: `
# Metas con fecha

"Quiero ahorrar" no es una meta: es un deseo. Una meta tiene **una cantidad, una fecha y un plan**. Por ejemplo: "Quiero ahorrar $900 para un curso de soldadura antes del 1 de junio".

## Haz la cuenta hacia atrás

1. Escribe la cantidad total que necesitas.
2. Cuenta cuántas semanas faltan hasta tu fecha.
3. Divide: $900 entre 30 semanas son $30 por semana.
4. Decide de dónde saldrán esos $30: un recorte en deseos, horas extra o una venta.

Si la cifra semanal es imposible, cambia la fecha o la cantidad, pero no abandones la meta.

## Metas cortas, medianas y largas

- **Cortas** (menos de un año): un teléfono, una herramienta, tu fondo de emergencia.
- **Medianas** (uno a cinco años): un coche usado, un depósito para un apartamento, un programa de aprendizaje.
- **Largas** (más de cinco años): tu jubilación o comprar una casa. Aquí ayuda mucho el interés compuesto: cuanto antes empiezas, más crece tu dinero.

## Sigue tu avance

Ponle nombre a cada cuenta o "sobre" de ahorro en la aplicación del banco, por ejemplo "Curso de soldadura". Ver el nombre de tu meta cada vez que entras a la aplicación te recuerda por qué estás ahorrando, y cada pequeño avance cuenta.
`,
        },
      ],
      project: {
        id: "77dae34a-0332-4f98-a91f-db35cfe4b0c4",
        title: "Mi plan de dinero para tres meses",
        description:
          "Arma un presupuesto mensual con tu ingreso real (o el de un trabajo al que aspiras) y un plan para alcanzar una meta de ahorro.",
        requirements: `
- Indica tu ingreso neto mensual y cómo lo calculaste
- Enumera al menos 8 gastos y marca cada uno como necesidad o deseo
- Compara tu plan con la regla 50/30/20 y explica las diferencias
- Define una meta de ahorro con cantidad, fecha y aporte semanal
- Escribe entre 250 y 500 palabras
`,
        submissionFormat: "text",
        maxSubmissions: 2,
      },
    },
  ],
};
