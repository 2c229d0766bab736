// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "jobpanelparts.h"

#include "widgets/sectormapview.h"
#include "widgets/throughputchartview.h"

#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

namespace Custody {

QLabel *valueLabel(const QString &objectName)
{
    auto *label = new QLabel;
    label->setObjectName(objectName);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QLabel *statusLabel()
{
    QLabel *status = valueLabel(QStringLiteral("status"));
    QFont bold = status->font();
    bold.setBold(true);
    status->setFont(bold);
    return status;
}

QProgressBar *jobProgressBar(const QString &accessibleName)
{
    auto *bar = new QProgressBar;
    bar->setObjectName(QStringLiteral("progress"));
    bar->setRange(0, 1000);
    bar->setAccessibleName(accessibleName);
    return bar;
}

QLabel *resultBanner()
{
    QLabel *banner = valueLabel(QStringLiteral("resultBanner"));
    banner->setWordWrap(true);
    banner->setTextFormat(Qt::RichText);
    banner->setMargin(8);
    banner->setAutoFillBackground(true);
    banner->hide();
    return banner;
}

QGridLayout *counterGrid(const QList<std::pair<QString, QLabel *>> &counters)
{
    auto *grid = new QGridLayout;
    for (qsizetype index = 0; index < counters.size(); ++index) {
        const int row = int(index / 2);
        const int column = int(index % 2) * 2;
        grid->addWidget(new QLabel(counters[index].first), row, column);
        grid->addWidget(counters[index].second, row, column + 1);
    }
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    return grid;
}

QSplitter *chartBesideMap(ThroughputChartView *chart, SectorMapView *map)
{
    chart->setObjectName(QStringLiteral("throughputChart"));
    map->setObjectName(QStringLiteral("sectorMap"));
    auto *pictures = new QSplitter(Qt::Horizontal);
    pictures->addWidget(chart);
    pictures->addWidget(map);
    pictures->setChildrenCollapsible(false);
    // The map would take the whole width by its size hint otherwise.
    chart->setMinimumWidth(chart->fontMetrics().averageCharWidth() * 40);
    chart->setMinimumHeight(chart->fontMetrics().height() * MinimumChartLines);
    pictures->setStretchFactor(0, 1);
    pictures->setStretchFactor(1, 1);
    pictures->setSizes({1, 1});
    return pictures;
}

QPushButton *cancelButton(const QString &text)
{
    auto *cancel = new QPushButton(text);
    cancel->setObjectName(QStringLiteral("cancelButton"));
    QSizePolicy keepPlace = cancel->sizePolicy();
    keepPlace.setRetainSizeWhenHidden(true);
    cancel->setSizePolicy(keepPlace);
    return cancel;
}

void setScrollingLayout(QWidget *panel, QWidget *content, QLayout *buttons,
                        const QString &scrollName)
{
    auto *scroll = new QScrollArea;
    scroll->setObjectName(scrollName);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *outer = new QVBoxLayout(panel);
    outer->addWidget(scroll, 1);
    outer->addLayout(buttons);
}

} // namespace Custody
