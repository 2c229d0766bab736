// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "applicationicon.h"

#include <QFile>
#include <QTest>

using namespace Custody;

// The icon bundled from resources/custody.qrc: every size there, each a real picture.
class TestApplicationIcon : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everySizeIsBundled();
};

void TestApplicationIcon::everySizeIsBundled()
{
    const QIcon icon = applicationIcon();
    QVERIFY(!icon.isNull());
    QCOMPARE(icon.availableSizes().size(), 7);
    for (const int size : {16, 24, 32, 48, 64, 128, 256}) {
        const QImage image = icon.pixmap(size, size).toImage();
        QCOMPARE(image.size(), QSize(size, size));
        // Not blank: the picture has opaque pixels of more than one colour.
        QSet<QRgb> colours;
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x)
                if (qAlpha(image.pixel(x, y)) == 255)
                    colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 1, qPrintable(QString::number(size)));
    }
    QVERIFY(QFile::exists(QStringLiteral(":/icons/org.custody.Custody.svg")));
}

QTEST_MAIN(TestApplicationIcon)
#include "tst_applicationicon.moc"
